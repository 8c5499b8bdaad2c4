import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createAddress,
  createBooking,
  createFlight,
  createPromo,
  createQuotation,
  createTimeInfo,
  createVehicleType,
} from '../model/entities';
import {
  canRequoteFromExpiredModal,
  defaultPriceTierIndex,
  expiredModalTimeOutcome,
  expireQuote,
  formatCountdown,
  isQuotationResponseOk,
  isQuotationValid,
  isQuoteCacheFresh,
  isQuoteExpired,
  keepPriceTiers,
  needsRequote,
  QUOTE_TRIGGERS,
  quotationErrorTarget,
  quoteCacheKey,
  quoteExpiresAt,
  quoteSecondsRemaining,
  quoteTriggers,
  resetFaresIfIncomplete,
  selectPriceTier,
  startQuoteCountdown,
  vehicleFits,
  zeroFares,
} from './index';

const now = new Date(2026, 10, 22, 10, 0, 0);
const pickup = createAddress({ Fulladdress: 'A', Postcode: 'E1 1AA', Latitude: 51.5, Longitude: -0.1, Valid: true });
const dropoff = createAddress({ Fulladdress: 'B', Postcode: 'E2 2BB', Latitude: 51.6, Longitude: -0.2, Valid: true });
const via = createAddress({ Fulladdress: 'C', Postcode: 'E3 3CC', Latitude: 51.7, Longitude: -0.3, Valid: true });
const route = [
  { Latitude: 51.5, Longitude: -0.1 },
  { Latitude: 51.6, Longitude: -0.2 },
];
const quoted = createQuotation({ TotalFare: 42.5, Fare: 42.5, RoutePath: route, TravelTime: 9, CurrencyCode: 'EUR' });
const base = createBooking({ PickUp: pickup, PickDown: dropoff, VehicleId: 1, Quotation: quoted });

describe('quote triggers (docs/behaviour/quotation.md#quote-triggers)', () => {
  it('lists the spec triggers', () => {
    expect(QUOTE_TRIGGERS).toEqual([
      'pickup',
      'dropoff',
      'via',
      'vehicle',
      'datetime',
      'returnDate',
      'waitAndReturn',
      'requote',
    ]);
  });

  it('no change, no requote', () => {
    expect(quoteTriggers(base, { ...base })).toEqual([]);
    expect(needsRequote(base, { ...base })).toBe(false);
  });

  it.each([
    [{ PickUp: via }, ['pickup']],
    [{ PickUp: null }, ['pickup']],
    [{ PickDown: via }, ['dropoff']],
    [{ PickDown: { ...dropoff, Postcode: 'E9 9ZZ' } }, ['dropoff']],
    [{ ViaAddress: [via] }, ['via']],
    [{ VehicleId: 2 }, ['vehicle']],
    [{ Time: createTimeInfo({ PickUpType: 'Now' }) }, ['datetime']],
    [{ Time: createTimeInfo({ Time: now }) }, ['datetime']],
    [{ HasReturn: true }, ['returnDate']],
    [{ ReturnDate: now }, ['returnDate']],
    [{ WaitAndReturn: true }, ['waitAndReturn']],
  ])('change %o triggers %o', (change, expected) => {
    expect(quoteTriggers(base, { ...base, ...change })).toEqual(expected);
  });

  it('changed via in place and requote request', () => {
    const withVia = { ...base, ViaAddress: [via] };
    expect(quoteTriggers(withVia, { ...withVia, ViaAddress: [pickup] })).toEqual(['via']);
    expect(quoteTriggers(base, base, true)).toEqual(['requote']);
    expect(needsRequote(base, base, true)).toBe(true);
  });

  it('two empty pickups do not trigger', () => {
    expect(quoteTriggers({ ...base, PickUp: null }, { ...base, PickUp: null })).toEqual([]);
  });
});

describe('fares and validity (docs/behaviour/quotation.md#quote-validity)', () => {
  it('incomplete addresses reset fares', () => {
    const incomplete = { ...base, PickDown: { ...dropoff, Valid: false }, QuoteExpiresAt: now };
    const reset = resetFaresIfIncomplete(incomplete);
    expect(reset.Quotation.TotalFare).toBe(0);
    expect(reset.Quotation.RoutePath).toEqual([]);
    expect(reset.Quotation.CurrencyCode).toBe('EUR');
    expect(reset.QuoteExpiresAt).toBeNull();
    expect(resetFaresIfIncomplete(base)).toBe(base);
    expect(resetFaresIfIncomplete({ ...base, ViaAddress: [createAddress()] }).Quotation.TotalFare).toBe(0);
    expect(zeroFares(quoted).TravelTime).toBe(9);
  });

  it.each([
    [{ TotalFare: 10, RoutePath: route }, true],
    [{ TotalFare: 0, RoutePath: route }, false],
    [{ TotalFare: -1, RoutePath: route }, false],
    [{ TotalFare: 10, RoutePath: [] }, false],
  ])('%o valid: %s', (quotation, expected) => {
    expect(isQuotationValid(quotation)).toBe(expected);
  });

  it('null quotation is invalid', () => {
    expect(isQuotationValid(null)).toBe(false);
  });

  it.each([
    [1, true, 'dialog'],
    [4, true, 'dialog'],
    [0, false, 'dialog'],
    [2, false, 'dialog'],
    [3, false, 'pickup'],
    [6, false, 'pickup'],
  ])('code %i ok %s shown in %s', (code, ok, target) => {
    expect(isQuotationResponseOk(code)).toBe(ok);
    expect(quotationErrorTarget(code)).toBe(target);
  });
});

describe('countdown and expiry (docs/behaviour/quotation.md#quote-countdown)', () => {
  it('expires QuoteTimeout minutes after the quote (default 10)', () => {
    expect(quoteExpiresAt(now)).toEqual(new Date(2026, 10, 22, 10, 10, 0));
    expect(quoteExpiresAt(now, 5)).toEqual(new Date(2026, 10, 22, 10, 5, 0));
    expect(quoteExpiresAt(now, 0)).toEqual(new Date(2026, 10, 22, 10, 10, 0));
  });

  it('a valid quote starts the countdown; an invalid one clears it', () => {
    expect(startQuoteCountdown(base, now, 10).QuoteExpiresAt).toEqual(new Date(2026, 10, 22, 10, 10));
    expect(startQuoteCountdown({ ...base, Quotation: createQuotation() }, now).QuoteExpiresAt).toBeNull();
  });

  it('seconds remaining and expiry', () => {
    const expiresAt = quoteExpiresAt(now, 10);
    expect(quoteSecondsRemaining(expiresAt, now)).toBe(600);
    expect(quoteSecondsRemaining(expiresAt, new Date(now.getTime() + 599_500))).toBe(1);
    expect(quoteSecondsRemaining(expiresAt, new Date(now.getTime() + 700_000))).toBe(0);
    expect(quoteSecondsRemaining(null, now)).toBe(0);
    expect(isQuoteExpired(expiresAt, new Date(now.getTime() + 600_000))).toBe(true);
    expect(isQuoteExpired(expiresAt, now)).toBe(false);
    expect(isQuoteExpired(null, now)).toBe(false);
  });

  it.each([
    [600, '10:00'],
    [59, '00:59'],
    [61.9, '01:01'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
    [6000, '100:00'],
  ])('countdown %s shows %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('expiry resets to step 1 and clears note, refs, promo, flights and fares', () => {
    const booking = {
      ...base,
      Step: 3,
      Note: 'ring bell',
      Bref: 'J1',
      ReturnRef: 'J2',
      BookerRef: 'PO-9',
      Promo: createPromo({ PromoCode: 'X', Code: 1 }),
      Flight: createFlight({ Number: 'BA1' }),
      ReturnFlight: createFlight({ Number: 'BA2' }),
      QuoteExpiresAt: now,
    };
    const expired = expireQuote(booking);
    expect(expired.Step).toBe(1);
    expect(expired.Note).toBe('');
    expect([expired.Bref, expired.ReturnRef, expired.BookerRef]).toEqual(['', '', '']);
    expect(expired.Promo).toBeNull();
    expect(expired.Flight.Number).toBe('');
    expect(expired.ReturnFlight.Number).toBe('');
    expect(expired.Quotation.TotalFare).toBe(0);
    expect(expired.QuoteExpiresAt).toBeNull();
    expect(expired.PickUp).toEqual(pickup);
    expect(expired.Time.IsValid).toBe(false);
  });

  it('expired modal: invalid time zeroes fare and redraws; Re-Quote needs a valid time', () => {
    expect(expiredModalTimeOutcome(false)).toEqual({ isValid: false, zeroFareAndRedraw: true });
    expect(expiredModalTimeOutcome(true)).toEqual({ isValid: true, zeroFareAndRedraw: false });
    expect(canRequoteFromExpiredModal(true)).toBe(true);
    expect(canRequoteFromExpiredModal(false)).toBe(false);
  });
});

describe('requote cache (docs/behaviour/quotation.md#requote-cache: 60 seconds)', () => {
  it('key ignores key order, requestid and undefined fields', () => {
    const a = quoteCacheKey({ pick: 'A', doff: 'B', requestid: 1, bookingdate: now, viaaddresses: [{ a: 1 }] });
    const b = quoteCacheKey({
      viaaddresses: [{ a: 1 }],
      doff: 'B',
      pick: 'A',
      requestid: 2,
      extra: undefined,
      bookingdate: new Date(now),
    });
    expect(a).toBe(b);
    expect(quoteCacheKey({ pick: 'A', doff: 'C' })).not.toBe(quoteCacheKey({ pick: 'A', doff: 'B' }));
    expect(quoteCacheKey({ pick: null })).toBe('{"pick":null}');
    expect(quoteCacheKey({ bookingdate: new Date(Number.NaN) })).toBe('{"bookingdate":null}');
  });

  it('fresh for under 60 seconds', () => {
    expect(isQuoteCacheFresh(now, new Date(now.getTime() + 59_999))).toBe(true);
    expect(isQuoteCacheFresh(now, new Date(now.getTime() + 60_000))).toBe(false);
    expect(isQuoteCacheFresh(now, new Date(now.getTime() - 1))).toBe(false);
  });

  it('key is insensitive to key order for any object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.boolean())), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(quoteCacheKey(reversed)).toBe(quoteCacheKey(object));
      }),
    );
  });
});

describe('price tiers (docs/behaviour/quotation.md#price-tiers)', () => {
  it('first three kept, index 1 default', () => {
    expect(keepPriceTiers(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(defaultPriceTierIndex(['a', 'b', 'c'])).toBe(1);
    expect(defaultPriceTierIndex(['a'])).toBe(0);
  });

  it.each([
    [null, 1],
    [undefined, 1],
    [0, 0],
    [2, 2],
    [3, 1],
    [-1, 1],
    [1.5, 1],
  ])('choosing %s gives %i', (index, expected) => {
    expect(selectPriceTier(['a', 'b', 'c', 'd'], index)).toBe(expected);
  });
});

describe('vehicle capacity (docs/behaviour/quotation.md#vehicle-capacity)', () => {
  const saloon = createVehicleType({ Id: 1, Passengers: 4, Luggages: 2, MaxLuggage: 3, HandBags: 2 });
  const mpv = createVehicleType({ Id: 2, Passengers: 7, Luggages: 5, MaxLuggage: 6, HandBags: 5 });
  const needs = (passengers: number, luggages = 0, handBags = 0) => ({ passengers, luggages, handBags });

  it('a vehicle fits when it carries the chosen passengers, luggage and hand bags', () => {
    expect([saloon, mpv].filter((v) => vehicleFits(v, needs(3))).map((v) => v.Id)).toEqual([1, 2]);
    expect([saloon, mpv].filter((v) => vehicleFits(v, needs(5, 1))).map((v) => v.Id)).toEqual([2]);
    expect([saloon, mpv].filter((v) => vehicleFits(v, needs(1, 0, 3))).map((v) => v.Id)).toEqual([2]);
  });

  it('luggage is checked against MaxLuggage, as the spec names the field (the domain copy used Luggages)', () => {
    expect(vehicleFits(saloon, needs(1, 3))).toBe(true);
    expect(vehicleFits(saloon, needs(1, 4))).toBe(false);
  });

  it("'No vehicle found with selected capacity'", () => {});
});

describe('address identity for quoting', () => {
  it('a moved position with the same text triggers a requote', () => {
    expect(quoteTriggers(base, { ...base, PickUp: { ...pickup, Latitude: 51.51 } })).toEqual(['pickup']);
    expect(quoteTriggers(base, { ...base, PickUp: { ...pickup } })).toEqual([]);
  });
});
