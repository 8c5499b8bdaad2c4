import { describe, expect, it } from 'vitest';
import * as domain from '../src';
import {
  checkAddressChoice,
  createAddress,
  createBooking,
  createContact,
  createFlight,
  createQuotation,
  flightDetailsNeeded,
  nextActionAfterSignIn,
  nextStep,
  quickPickupTime,
  quoteExpiresAt,
  stepBack,
  validateContact,
} from '../src';
import { createVehicleType } from '../src/model/entities';
import { isQuoteExpired } from '../src/quote/countdown';
import { isBookingValid, isJourneyStepValid } from '../src/validation/booking';
import { canalSideHome } from './places';

describe('root and subpath exports', () => {
  it('the root re-exports every folder', async () => {
    const folders = [
      'errors',
      'flight',
      'model',
      'money',
      'payment',
      'quote',
      'status',
      'time',
      'validation',
      'wizard',
    ];
    for (const folder of folders) {
      const module = (await import(`../src/${folder}/index.ts`)) as Record<string, unknown>;
      for (const name of Object.keys(module)) expect(domain).toHaveProperty(name);
    }
  });
});

describe('a guest books an airport pickup through the wizard (docs/behaviour/flights.md#flight-required)', () => {
  const now = new Date(2026, 10, 22, 10, 0);
  const heathrow = createAddress({
    Name: 'Heathrow Terminal 5',
    Fulladdress: 'Heathrow Terminal 5, TW6 2GA',
    Category: 'Air',
    Code: 'LHR',
    Postcode: 'TW6 2GA',
    Latitude: 51.47,
    Longitude: -0.49,
    Valid: true,
  });
  const home = canalSideHome;

  it('walks journey -> quote -> contact -> flight details, with expiry and back on the way', () => {
    let booking = createBooking();
    expect(checkAddressChoice(heathrow, 'Pickup', booking).accepted).toBe(true);
    booking = { ...booking, PickUp: heathrow };
    expect(checkAddressChoice(heathrow, 'Dropoff', booking).accepted).toBe(false);
    booking = { ...booking, PickDown: home, VehicleId: 1, Vehicle: createVehicleType({ Id: 1 }) };
    booking = { ...booking, Time: { ...booking.Time, PickUpType: 'Later', Time: quickPickupTime(now, 60) } };

    booking = {
      ...booking,
      Quotation: createQuotation({ TotalFare: 64, RoutePath: [{ Latitude: 1, Longitude: 1 }], TravelTime: 20 }),
      QuoteExpiresAt: quoteExpiresAt(now, 10),
    };
    expect(isBookingValid(booking, { now })).toBe(true);
    expect(isJourneyStepValid(booking, { now })).toBe(true);

    const later = new Date(2026, 10, 22, 10, 10);
    expect(isQuoteExpired(booking.QuoteExpiresAt, later)).toBe(true);
    expect(isJourneyStepValid(booking, { now: later })).toBe(false);

    const passenger = createContact({ FirstName: 'Ann', Phone: '7911123456', Email: 'ann@example.com' });
    const contact = validateContact(passenger, { isSignedIn: false, isBooker: false, allowGuests: true });
    expect(contact.ok).toBe(true);
    expect(flightDetailsNeeded(booking)).toBe('outward');
    booking = { ...booking, Flight: createFlight({ IsFlightDetail: true }) };
    expect(flightDetailsNeeded(booking)).toBeUndefined();
    expect(nextStep(4, 3, true)).toBe(4);
    expect(stepBack(4, 4)).toBe(3);
  });

  it('a guest who signs in at the last step continues per template', () => {
    expect(
      nextActionAfterSignIn({
        target: 'confirmBooking',
        deployment: 'standard',
        template: 'gateway',
        step: 2,
        isBooker: false,
        customerValid: true,
        contactValid: true,
        needs: { flight: false, returnFlight: false, editContact: false, noteToDriver: false },
      }),
    ).toEqual({ kind: 'continue', step: 2, openPayment: false, clearContactPassword: true });
  });
});
