import { createFlight, createQuotation } from '@cabkit/domain/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingState, createBookingState, type BookingState } from '../../../state/booking';
import { kingsCross, place, tower } from '../../../test/fixtures';
import { journeyFieldKey, toDomainJourney, validateJourneySection, validateSection } from './validate';

const now = new Date(2026, 10, 22, 10, 0, 0);
const quote = (overrides: Partial<NonNullable<BookingState['quote']>> = {}): NonNullable<BookingState['quote']> =>
  createQuotation({
    QuotationId: 'q',
    Fare: 20,
    TotalFare: 20,
    JourneyTime: 30,
    TravelTime: 10,
    RouteDistance: 3,
    RoutePath: [{ Latitude: 51.5, Longitude: -0.1 }],
    ExpiresAt: new Date(now.getTime() + 600_000).toISOString(),
    ...overrides,
  });

/** A complete ASAP journey (a new booking starts Later with no time: see the test below). */
function state(overrides: Partial<BookingState> = {}): BookingState {
  return {
    ...createBookingState(),
    pickUpType: 'Now',
    pickup: kingsCross,
    dropoff: tower,
    quote: quote(),
    ...overrides,
  };
}

const context = { isGuest: true, now };

beforeEach(() => Object.assign(bookingState, createBookingState()));

describe('journey validation through the domain rules', () => {
  it('passes a complete ASAP journey', () => {
    expect(validateJourneySection(state(), context)).toEqual({});
  });

  it('starts a new booking as Later with no time (docs/behaviour/journey.md#pickup-time: default Later), so the time must be chosen', () => {
    const fresh = { ...createBookingState(), pickup: kingsCross, dropoff: tower, quote: quote() };
    expect(fresh.pickUpType).toBe('Later');
    expect(validateJourneySection(fresh, context)).toEqual({ time: 'Pickup time is required' });
  });

  it("names each missing address with the domain's titles, keyed by the wizard's fields", () => {
    expect(validateJourneySection(state({ pickup: null, dropoff: null, via: [null, kingsCross] }), context)).toEqual({
      pickup: 'Pickup is required',
      dropoff: 'Drop-off is required',
      'via-0': 'Via location is required',
    });
  });

  it('rejects an address that was typed, not picked from the list (Valid false)', () => {
    const typed = { ...tower, Valid: false };
    expect(validateJourneySection(state({ dropoff: typed }), context)).toEqual({ dropoff: 'Drop-off is required' });
  });

  it('requires a Later time, and words an early one with the earliest pickup time', () => {
    expect(validateJourneySection(state({ pickUpType: 'Later', time: '' }), context)).toEqual({
      time: 'Pickup time is required',
    });
    // Travel time 10 minutes: 10:05 is before the earliest pickup, 10:10.
    expect(validateJourneySection(state({ pickUpType: 'Later', time: '2026-11-22T10:05' }), context)).toEqual({
      time: 'The earliest time we can pickup from this address is 22/11/2026 10:10',
    });
    expect(validateJourneySection(state({ pickUpType: 'Later', time: '2026-11-22T10:10' }), context)).toEqual({});
  });

  it('floors the earliest pickup at the configured MinLeadTime', () => {
    const later = state({ pickUpType: 'Later', time: '2026-11-22T10:30' });
    expect(validateJourneySection(later, { ...context, minLeadTime: 45 })).toEqual({
      time: 'The earliest time we can pickup from this address is 22/11/2026 10:45',
    });
  });

  it('checks the return date: required, and not before the outbound time plus the journey time', () => {
    expect(validateJourneySection(state({ returnKind: 'rtn', returnTime: '' }), context)).toEqual({
      returnTime: 'Return date is required',
    });
    const early = state({
      pickUpType: 'Later',
      time: '2026-11-22T12:00',
      returnKind: 'rtn',
      returnTime: '2026-11-22T12:15',
    });
    expect(validateJourneySection(early, context)).toEqual({
      returnTime: 'The earliest possible return date is 22/11/2026 12:30',
    });
    expect(validateJourneySection({ ...early, returnTime: '2026-11-22T12:30' }, context)).toEqual({});
    // Wait-and-return has no return date to check.
    expect(validateJourneySection(state({ returnKind: 'w&r' }), context)).toEqual({});
  });

  it('shows quotation Codes 3 and 6 at the pickup field', () => {
    const refused = state({ quoteError: { field: 'pickup', message: 'We do not cover this pickup area' } });
    expect(validateJourneySection(refused, context)).toEqual({ pickup: 'We do not cover this pickup area' });
  });

  it('checks inline flights for an airport pickup only when the template puts flights inline', () => {
    const heathrow = { ...place(9, 'Heathrow Airport', 'TW6 1QG', 51.47, -0.45), Category: 'Air', Code: 'LHR' };
    const airport = state({ pickup: heathrow });
    expect(validateJourneySection(airport, context)).toEqual({});
    const inline = validateJourneySection(airport, { ...context, flightInline: true });
    expect(inline['flight.Number']).toBe('Flight number is required');
    expect(inline['flight.IsFlightDetail']).toBe('Please tick this box to confirm if flight details are not available');
    const declined = createFlight({ IsFlightDetail: true });
    expect(validateJourneySection(airport, { ...context, flightInline: true, flight: declined })).toEqual({});
    expect(validateJourneySection(airport, { ...context, flightInline: true, flightsOptional: true })).toEqual({});
  });
});

describe('the booking store as a domain booking', () => {
  it('carries addresses, time, return kind, vehicle and quotation figures', () => {
    const booking = toDomainJourney(
      state({ pickUpType: 'Later', time: '2026-11-22T11:00', returnKind: 'w&r', vehicleId: 2, via: [null] }),
    );
    expect(booking.PickUp?.Name).toBe("King's Cross Station");
    expect(booking.ViaAddress).toHaveLength(1);
    expect(booking.ViaAddress[0]?.Valid).toBe(false);
    expect(booking.Time.PickUpType).toBe('Later');
    expect(booking.Time.Time).toEqual(new Date(2026, 10, 22, 11, 0));
    // A wait-and-return's time is left to the wait: no return date to check.
    expect(booking.HasReturn).toBe(false);
    expect(booking.VehicleId).toBe(2);
    expect(booking.Quotation).toMatchObject({ TotalFare: 20, JourneyTime: 30, TravelTime: 10 });
  });

  it('maps domain field names onto the wizard field ids', () => {
    expect(
      ['PickUp', 'PickDown', 'Time', 'ReturnDate', 'ViaAddress.3', 'Flight.Number', 'ReturnFlight.AirportText'].map(
        journeyFieldKey,
      ),
    ).toEqual(['pickup', 'dropoff', 'time', 'returnTime', 'via-3', 'flight.Number', 'returnFlight.AirportText']);
  });
});

describe('other sections', () => {
  it('needs a vehicle and a valid quotation (fare above 0 and a route) in the vehicle step', () => {
    expect(validateSection('vehicle', state({ vehicleId: 0, quote: quote({ RoutePath: [] }) }), context)).toEqual({
      vehicle: 'Vehicle is required',
      fare: 'Something went wrong, please try again.',
    });
    expect(validateSection('vehicle', state({ vehicleId: 1 }), context)).toEqual({});
  });

  it('refuses a chosen payment method the tenant no longer allows, as the booking would be refused', () => {
    const switches = { isCashAllowed: false, isCardAllowed: true, isPaypalAllowed: false };
    const payment = { switches, caller: null };
    expect(validateSection('payment', state({ paymentType: 'cash' }), { ...context, payment })).toEqual({
      payment: 'Payment by cash is not available.',
    });
    expect(validateSection('payment', state({ paymentType: 'card' }), { ...context, payment })).toEqual({});
  });
});
