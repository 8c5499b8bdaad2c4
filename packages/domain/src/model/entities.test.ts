import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  Contact,
  createAddress,
  createBooking,
  createContact,
  createCustomer,
  createFlight,
  createPayment,
  createPromo,
  createQuotation,
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
  it('starts with nothing chosen: pickup Later, empty flights waiting 60 minutes, an empty GBP quote', () => {
    const booking = createBooking();
    expect(booking.Time.PickUpType).toBe('Later');
    expect(booking.Time.Time).toBeNull();
    expect(booking.Flight.WaitingTime).toBe(60); // docs/behaviour/flights.md#flight-timeline
    expect(booking.Quotation.CurrencyCode).toBe('GBP');
    expect(booking.QuoteExpiresAt).toBeNull();
    expect(createBooking({ HasReturn: true }).HasReturn).toBe(true);
  });

  it('never has a wizard step below 1 for any number', () => {
    fc.assert(fc.property(fc.double(), (step) => normalizeStep(step) >= 1 && Number.isInteger(normalizeStep(step))));
  });
});

describe('entity constructors (docs/behaviour/journey.md#booking-storage defaults)', () => {
  it('dialing code +44 on contact, customer and sign-up', () => {
    expect(createContact().DialingCode).toBe('+44');
    expect(createCustomer().DialingCode).toBe('+44');
    expect(createSignUp().DialingCode).toBe('+44');
  });

  it('other constructors give empty values and accept overrides', () => {
    expect(createFlight().IsFlightDetail).toBe(false);
    expect(createFlight({ Number: 'BA1' }).Number).toBe('BA1');
    expect(createQuotation().TotalFare).toBe(0);
    expect(createQuotation().RoutePath).toEqual([]);
    expect(createAddress().Valid).toBe(false);
    expect(createVehicleType({ Id: 3 }).Id).toBe(3);
    expect(createPayment().Country).toBe('United Kingdom');
    expect(createPromo().Code).toBe(0);
    expect(createTimeInfo().IsValid).toBe(false);
  });

  it('an empty contact is a Contact by its schema', () => {
    expect(v.is(Contact, createContact())).toBe(true);
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

  it.each([
    [{ Id: 12, BookerId: 7 }, true, true],
    [{ Id: 12, BookerId: 0 }, true, false],
    [{ Id: 0, BookerId: 0 }, false, false],
    [null, false, false],
  ])('profile %o is signed in %s and a booker %s', (profile, signedIn, booker) => {
    expect(isSignedIn(profile)).toBe(signedIn);
    expect(isBooker(profile)).toBe(booker);
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
