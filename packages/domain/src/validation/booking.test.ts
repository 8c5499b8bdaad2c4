import { describe, expect, it } from 'vitest';
import {
  createAddress,
  createBooking,
  createFlight,
  createQuotation,
  createTimeInfo,
  createVehicleType,
} from '../model/entities';
import { bookingChecks, isBookingValid, isJourneyStepValid, validateJourney } from './booking';

const now = new Date(2026, 10, 22, 10, 0, 0);
const pickup = createAddress({ Fulladdress: 'A', Postcode: 'E1 1AA', Latitude: 51.5, Longitude: -0.1, Valid: true });
const dropoff = createAddress({ Fulladdress: 'B', Postcode: 'E2 2BB', Latitude: 51.6, Longitude: -0.2, Valid: true });
const airport = createAddress({
  Category: 'Air',
  Code: 'LHR',
  Postcode: 'TW6 1AP',
  Latitude: 51.47,
  Longitude: -0.45,
  Valid: true,
});
const valid = createBooking({
  PickUp: pickup,
  PickDown: dropoff,
  Vehicle: createVehicleType({ Id: 1 }),
  VehicleId: 1,
  Time: createTimeInfo({ PickUpType: 'Now' }),
  Quotation: createQuotation({
    TotalFare: 25,
    RoutePath: [{ Latitude: 1, Longitude: 1 }],
    TravelTime: 10,
    JourneyTime: 30,
  }),
  QuoteExpiresAt: new Date(2026, 10, 22, 10, 10),
});

describe('whole booking validity (docs/behaviour/journey.md#booking-valid)', () => {
  it('a complete booking is valid', () => {
    expect(isBookingValid(valid, { now })).toBe(true);
    expect(isJourneyStepValid(valid, { now })).toBe(true);
  });

  it.each([
    ['pickup', { PickUp: null }],
    ['dropoff', { PickDown: { ...dropoff, Valid: false } }],
    ['vehicle', { Vehicle: null, VehicleId: null }],
    ['fare', { Quotation: createQuotation({ TotalFare: 0 }) }],
    ['vias', { ViaAddress: [createAddress()] }],
    ['dateTime', { Time: createTimeInfo({ PickUpType: 'Later', Time: new Date(2026, 10, 22, 10, 5) }) }],
    ['dateTime', { Time: createTimeInfo({ PickUpType: 'Unknow' }) }],
  ])('fails on %s', (check, change) => {
    const booking = { ...valid, ...change };
    expect(bookingChecks(booking, { now })[check as keyof ReturnType<typeof bookingChecks>]).toBe(false);
    expect(isBookingValid(booking, { now })).toBe(false);
  });

  it('scheduled time honours travel time and MinLeadTime', () => {
    const booking = { ...valid, Time: createTimeInfo({ PickUpType: 'Later', Time: new Date(2026, 10, 22, 10, 20) }) };
    expect(isBookingValid(booking, { now })).toBe(true);
    expect(isBookingValid(booking, { now, minLeadTimeMinutes: 30 })).toBe(false);
  });
});

describe('step 1 validity (docs/behaviour/journey.md#steps)', () => {
  it('needs the quote not expired', () => {
    expect(isJourneyStepValid(valid, { now: new Date(2026, 10, 22, 10, 10) })).toBe(false);
  });

  it('needs a valid return date when return chosen', () => {
    expect(isJourneyStepValid({ ...valid, HasReturn: true }, { now })).toBe(false);
    expect(isJourneyStepValid({ ...valid, HasReturn: true, ReturnDate: new Date(2026, 10, 22, 10, 30) }, { now })).toBe(
      true,
    );
  });

  it('needs flights only when inline and not optional', () => {
    const fromAirport = { ...valid, PickUp: airport };
    expect(isJourneyStepValid(fromAirport, { now })).toBe(true);
    expect(isJourneyStepValid(fromAirport, { now, flightInline: true })).toBe(false);
    expect(isJourneyStepValid(fromAirport, { now, flightInline: true, flightsOptional: true })).toBe(true);
    const withFlight = { ...fromAirport, Flight: createFlight({ Number: 'BA1', AirportText: 'New York' }) };
    expect(isJourneyStepValid(withFlight, { now, flightInline: true, flightVariant: '360' })).toBe(true);
  });
});

describe('journey field messages (docs/behaviour/common.md#client-messages)', () => {
  it('a valid journey has no messages', () => {
    expect(validateJourney(valid, { now })).toEqual({ ok: true, errors: [] });
  });

  it('missing addresses, via and time', () => {
    const booking = {
      ...valid,
      PickUp: null,
      PickDown: null,
      ViaAddress: [createAddress()],
      Time: createTimeInfo({ PickUpType: 'Later' as const }),
    };
    expect(validateJourney(booking, { now }).errors).toEqual([
      { field: 'PickUp', message: 'Pickup is required' },
      { field: 'PickDown', message: 'Drop-off is required' },
      { field: 'ViaAddress.0', message: 'Via location is required' },
      { field: 'Time', message: 'Pickup time is required' },
    ]);
  });

  it('a time before the earliest shows the earliest time', () => {
    const booking = { ...valid, Time: createTimeInfo({ PickUpType: 'Later', Time: new Date(2026, 10, 22, 10, 5) }) };
    expect(validateJourney(booking, { now }).errors).toEqual([
      { field: 'Time', message: 'The earliest time we can pickup from this address is 22/11/2026 10:10' },
    ]);
  });

  it('return date and inline flights', () => {
    const booking = {
      ...valid,
      PickUp: airport,
      PickDown: { ...airport, Code: 'LGW', Latitude: 51.15 },
      HasReturn: true,
      ReturnDate: new Date(2026, 10, 22, 10, 20),
    };
    const result = validateJourney(booking, { now, flightInline: true });
    expect(result.errors).toEqual([
      { field: 'ReturnDate', message: 'The earliest possible return date is 22/11/2026 10:30' },
      { field: 'Flight.Number', message: 'Flight number is required' },
      { field: 'Flight.Airport', message: 'Arriving from is required' },
      {
        field: 'Flight.IsFlightDetail',
        message: 'Please tick this box to confirm if flight details are not available',
      },
      { field: 'ReturnFlight.Number', message: 'Flight number is required' },
      { field: 'ReturnFlight.Airport', message: 'Arriving from is required' },
      {
        field: 'ReturnFlight.IsFlightDetail',
        message: 'Please tick this box to confirm if flight details are not available',
      },
    ]);
    expect(validateJourney(booking, { now, flightInline: true, flightsOptional: true }).errors).toHaveLength(1);
    expect(validateJourney(booking, { now }).errors).toHaveLength(1);
  });
});
