import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, bookingStorageKey, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer } from '../../../test/fake-server';
import { kingsCross, quotationResponse, tower } from '../../../test/fixtures';
import { cancelAfterExpiry, expireQuotation, requoteAfterExpiry } from './expiry';
import { clearQuoteCache, quotationRequest, requestQuote } from './quote';

beforeEach(() => {
  resetBooking();
  clearQuoteCache();
  applyConfiguration({ source: 1, currencyCode: 'GBP', minLeadTime: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('quotation request', () => {
  it('is undefined while an address or a via stop is missing (incomplete addresses reset the fare)', () => {
    bookingState.pickup = kingsCross;
    expect(quotationRequest(bookingState, 1, 'GBP')).toBeUndefined();
    bookingState.dropoff = tower;
    expect(quotationRequest(bookingState, 1, 'GBP')).toMatchObject({
      pick: kingsCross.Fulladdress,
      bookingdate: 'ASAP',
    });
    bookingState.via.push(null);
    expect(quotationRequest(bookingState, 1, 'GBP')).toBeUndefined();
  });
});

describe('requestQuote', () => {
  it('drops a stale answer: only the latest request sets the fare', async () => {
    let release: (() => void) | undefined;
    fakeServer({
      'POST /api/quotation': async ({ body }) => {
        const { vehtypeid } = body as { vehtypeid: number };
        if (vehtypeid === 1) await new Promise<void>((resolve) => (release = resolve));
        return { body: quotationResponse(vehtypeid) };
      },
    });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    const slow = requestQuote({ immediate: true });
    await vi.waitFor(() => expect(release).toBeDefined());
    bookingState.vehicleId = 2;
    await requestQuote({ immediate: true });
    expect(bookingState.quote?.totalFare).toBe(31.5);
    release?.();
    await slow;
    expect(bookingState.quote?.totalFare).toBe(31.5);
  });

  it('answers an identical request within 60 s from the cache', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    let now = 1_000_000;
    await requestQuote({ immediate: true, now: () => now });
    await requestQuote({ immediate: true, now: () => now });
    expect(received).toHaveLength(1);
    now += 61_000;
    await requestQuote({ immediate: true, now: () => now });
    expect(received).toHaveLength(2);
  });

  it('puts Codes 3 and 6 at the pickup field and other failures at the fare', async () => {
    let code = 3;
    fakeServer({ 'POST /api/quotation': () => ({ body: { Code: code, Message: 'Pickup not served' } }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    await requestQuote({ immediate: true });
    expect(bookingState.quoteError).toEqual({ field: 'pickup', message: 'Pickup not served' });
    code = 0;
    clearQuoteCache();
    await requestQuote({ immediate: true });
    expect(bookingState.quoteError).toEqual({ field: 'fare', message: 'Something went wrong, please try again.' });
  });
});

describe('quotation expiry', () => {
  it('resets to step 1, clears note, promo and fares, and opens the expired dialog', () => {
    Object.assign(bookingState, {
      step: 3,
      note: 'Gate B',
      promoCode: 'SAVE5',
      promoId: 4,
      promoValue: 5,
      requestId: 'r1',
    });
    bookingState.quote = { ...(bookingState.quote ?? {}), totalFare: 20 } as never;
    expireQuotation();
    expect(bookingState).toMatchObject({
      step: 1,
      note: '',
      promoCode: '',
      promoId: 0,
      promoValue: 0,
      quote: null,
      quoteExpired: true,
      requestId: '',
    });
  });

  it('Re-Quote needs a pickup time not before the earliest time; Cancel clears the booking', () => {
    const now = new Date('2026-11-22T10:00:00');
    Object.assign(bookingState, {
      pickup: kingsCross,
      pickUpType: 'Later',
      time: '2026-11-22T09:30',
      quoteExpired: true,
    });
    expect(requoteAfterExpiry(now)).toBe('The earliest time we can pickup from this address is 22/11/2026 10:00');
    expect(bookingState.quoteExpired).toBe(true);
    fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    bookingState.time = '2026-11-22T11:00';
    expect(requoteAfterExpiry(now)).toBeUndefined();
    expect(bookingState.quoteExpired).toBe(false);
    cancelAfterExpiry();
    expect(bookingState.pickup).toBeNull();
  });
});

describe('booking store', () => {
  it('keeps the booking in session storage so it survives a reload', async () => {
    bookingState.contact.name = 'Ada';
    await Promise.resolve();
    const saved = JSON.parse(sessionStorage.getItem(bookingStorageKey) ?? '{}') as { contact?: { name?: string } };
    expect(saved.contact?.name).toBe('Ada');
  });
});
