import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVehicleType } from '../model/entities';
import { isQuoteExpired } from './countdown';
import {
  formatCountdown,
  isQuotationValid,
  isQuoteCacheFresh,
  keepPriceTiers,
  quotationErrorTarget,
  quoteCacheKey,
  quoteExpiresAt,
  quoteSecondsRemaining,
  vehicleCarries,
  vehicleFits,
} from './index';

const now = new Date(2026, 10, 22, 10, 0, 0);
const route = [
  { Latitude: 51.5, Longitude: -0.1 },
  { Latitude: 51.6, Longitude: -0.2 },
];

describe('fares and validity (docs/behaviour/quotation.md#quote-validity)', () => {
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
    [1, 'dialog'],
    [4, 'dialog'],
    [0, 'dialog'],
    [2, 'dialog'],
    [3, 'pickup'],
    [6, 'pickup'],
  ])('code %i is shown in %s', (code, target) => {
    expect(quotationErrorTarget(code)).toBe(target);
  });
});

describe('countdown and expiry (docs/behaviour/quotation.md#quote-countdown)', () => {
  it('expires QuoteTimeout minutes after the quote (default 10)', () => {
    expect(quoteExpiresAt(now)).toEqual(new Date(2026, 10, 22, 10, 10, 0));
    expect(quoteExpiresAt(now, 5)).toEqual(new Date(2026, 10, 22, 10, 5, 0));
    expect(quoteExpiresAt(now, 0)).toEqual(new Date(2026, 10, 22, 10, 10, 0));
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
  it('first three kept', () => {
    expect(keepPriceTiers(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(keepPriceTiers(['a'])).toEqual(['a']);
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

  it('tells the passenger the limits a booking is checked against, so the fleet page and the wizard agree', () => {
    expect(vehicleCarries(saloon)).toEqual({ passengers: 4, cases: 3, handBags: 2 });
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), fc.nat(8), (passengers, luggages, handBags) => {
        const shown = vehicleCarries(mpv);
        const withinShown = passengers <= shown.passengers && luggages <= shown.cases && handBags <= shown.handBags;
        expect(vehicleFits(mpv, { passengers, luggages, handBags })).toBe(withinShown);
      }),
    );
  });
});
