import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createAddress,
  createBooking,
  createConfiguration,
  createContact,
  createCustomer,
  createFlight,
  createOptions,
  createPayment,
  createProfile,
  createPromo,
  createQuotation,
  createSignIn,
  createSignUp,
  createTimeInfo,
  createVehicleType,
  isAirport,
  isBooker,
  invoiceIssuerName,
  isInvoiceEditable,
  isSignedIn,
  normalizeStep,
} from './entities';

describe('createBooking defaults (docs/behaviour/journey.md#booking-storage)', () => {
  it('starts at Step 1 with Minute 15, paid, GBP quotation and zero options', () => {
    const booking = createBooking();
    expect(booking.Step).toBe(1);
    expect(booking.Minute).toBe(15);
    expect(booking.IsPaid).toBe(true);
    expect(booking.Quotation.CurrencyCode).toBe('GBP');
    expect(booking.Options).toEqual({
      HandBags: '0',
      Luggages: '0',
      SmallPets: '0',
      OtherPets: '0',
      Passengers: '0',
      SmallChilds: '0',
      LargeChilds: '0',
    });
    expect(booking.Time.PickUpType).toBe('Later');
    expect(booking.Flight.WaitingTime).toBe(60); // docs/behaviour/flights.md#flight-timeline
    expect(booking.Contact.DialingCode).toBe('+44');
    expect(booking.PriceTier).toBe(1);
  });

  it.each([
    [undefined, true],
    [null, true],
    [true, true],
    [false, false],
  ])('IsPaid %s becomes %s', (input, expected) => {
    expect(createBooking({ IsPaid: input }).IsPaid).toBe(expected);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2, 2],
    [3.7, 3],
    [Number.NaN, 1],
  ])('Step %s becomes %s', (input, expected) => {
    expect(createBooking({ Step: input }).Step).toBe(expected);
  });

  it('never has a step below 1 for any number', () => {
    fc.assert(fc.property(fc.double(), (step) => normalizeStep(step) >= 1 && Number.isInteger(normalizeStep(step))));
  });

  it('keeps overrides', () => {
    expect(createBooking({ Note: 'gate 4', Minute: 30 }).Note).toBe('gate 4');
    expect(createBooking({ Minute: 30 }).Minute).toBe(30);
  });
});

describe('entity constructors (docs/behaviour/journey.md#booking-storage defaults)', () => {
  it('configuration defaults', () => {
    const config = createConfiguration();
    expect(config.MapSource).toBe('google');
    expect(config.QuoteTimeout).toBe(10);
    expect(config.CanCancelBooking).toBe(true);
    expect(config.BaseLocation).toEqual({ Latitude: 51.536743, Longitude: -0.015247 });
    expect(config.MinPassengers).toBe(1);
    expect(config.MinLuggages).toBe(0);
    expect(config.Source).toBe(1);
    expect(config.AllowGuests).toBe(true);
    expect(createConfiguration({ QuoteTimeout: 5 }).QuoteTimeout).toBe(5);
  });

  it('dialing code +44 on contact, customer, profile and sign-up', () => {
    expect(createContact().DialingCode).toBe('+44');
    expect(createCustomer().DialingCode).toBe('+44');
    expect(createProfile().DialingCode).toBe('+44');
    expect(createSignUp().DialingCode).toBe('+44');
  });

  it('other constructors give empty values and accept overrides', () => {
    expect(createFlight().IsFlightDetail).toBe(false);
    expect(createFlight({ Number: 'BA1' }).Number).toBe('BA1');
    expect(createQuotation().TotalFare).toBe(0);
    expect(createQuotation().RoutePath).toEqual([]);
    expect(createOptions({ Passengers: '2' }).Passengers).toBe('2');
    expect(createAddress().Valid).toBe(false);
    expect(createVehicleType({ Id: 3 }).Id).toBe(3);
    expect(createPayment().Country).toBe('United Kingdom');
    expect(createPromo().Code).toBe(0);
    expect(createSignIn().RememberMe).toBe(false);
    expect(createTimeInfo().IsValid).toBe(false);
  });
});

describe('entity predicates', () => {
  it.each([
    ['Air', true],
    ['Airport', true],
    ['STAIRS', true],
    ['Address', false],
    ['', false],
  ])('category %s is airport: %s', (Category, expected) => {
    expect(isAirport(createAddress({ Category }))).toBe(expected);
  });

  it('null address is not an airport', () => {
    expect(isAirport(null)).toBe(false);
  });

  it('booker and signed-in', () => {
    expect(isBooker(createProfile({ BookerId: 7 }))).toBe(true);
    expect(isBooker(createProfile())).toBe(false);
    expect(isBooker(createProfile({ BookerId: 0 }))).toBe(false);
    expect(isBooker(null)).toBe(false);
    expect(isSignedIn(createProfile({ Id: 12 }))).toBe(true);
    expect(isSignedIn(createProfile())).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
  });

  it('invoices issued by Me are editable', () => {
    expect(isInvoiceEditable({ Issuer: 'Me' })).toBe(true);
    expect(isInvoiceEditable({ Issuer: 'Company' })).toBe(false);
  });

  it.each([
    ['Me', 'Acme Travel'],
    ['Cabkit', 'NightCab Executive Travel Ltd'],
    ['nightcab', 'NightCab Executive Travel Ltd'],
    ['', 'NightCab Executive Travel Ltd'],
  ])('an invoice issued by %j reads as issued by %j', (issuer, name) => {
    expect(invoiceIssuerName(issuer, { self: 'Acme Travel', legalName: 'NightCab Executive Travel Ltd' })).toBe(name);
  });
});
