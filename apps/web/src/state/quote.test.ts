import { createQuotation } from '@cabkit/domain/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, bookingStorageKey, resetBooking } from './booking';
import { applyConfiguration } from './config';
import { sessionState } from './session';
import { fakeServer } from '../test/fake-server';
import { beaBooker, kingsCross, quotationResponse, tower } from '../test/fixtures';
import { goNext } from '../features/booking/state/actions';
import { cancelAfterExpiry, expireQuotation, onQuotationExpired, quoteSecondsLeft, requoteAfterExpiry } from './expiry';
import { clearQuoteCache, quotationRequest, quoteSettled, requestQuote } from './quote';
import { templateSteps } from '../features/booking/state/steps';
import { validateJourneySection } from '../features/booking/state/validate';
import { toStoredTime } from '../lib/local-time';
import { earliestPickupTime, earliestPickupWarningFor, quickPickupTime } from '@cabkit/domain/time';

beforeEach(() => {
  resetBooking();
  // These quote ASAP journeys; a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
  clearQuoteCache();
  applyConfiguration({ source: 1, currencyCode: 'GBP', minLeadTime: 0 });
});
afterEach(() => vi.unstubAllGlobals());

/** A quotation server whose answer (vehicle 1's fare) waits until the test calls `release`, for a journey that asks it. */
function heldQuotation() {
  const held: { release?: () => void } = {};
  fakeServer({
    'POST /api/quotation': async () => {
      await new Promise<void>((resolve) => (held.release = resolve));
      return { body: quotationResponse(1) };
    },
  });
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
  return held;
}

describe('quotation request', () => {
  it('is undefined for a new booking until a pickup time is chosen (docs/behaviour/journey.md#pickup-time: default Later, no time yet)', () => {
    resetBooking();
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower });
    expect(bookingState.pickUpType).toBe('Later');
    expect(quotationRequest(bookingState, 1, 'GBP')).toBeUndefined();
    bookingState.pickUpType = 'Now';
    expect(quotationRequest(bookingState, 1, 'GBP')?.bookingdate).toBe('ASAP');
  });

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
    expect(bookingState.quote?.TotalFare).toBe(31.5);
    release?.();
    await slow;
    expect(bookingState.quote?.TotalFare).toBe(31.5);
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

describe('quotation triggers', () => {
  it('debounces: quick changes send one request, and every caller resolves with the latest answer', async () => {
    const received = fakeServer({
      'POST /api/quotation': ({ body }) => ({ body: quotationResponse((body as { vehtypeid: number }).vehtypeid) }),
    });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    const first = requestQuote();
    bookingState.vehicleId = 2;
    const second = requestQuote();
    await Promise.all([first, second]);
    expect(received).toHaveLength(1);
    expect(bookingState.quote?.TotalFare).toBe(31.5);
  });

  it('resets the fare at once when an address is taken away, and drops the answer still on its way', async () => {
    const held = heldQuotation();
    const pending = requestQuote({ immediate: true });
    await vi.waitFor(() => expect(held.release).toBeDefined());
    expect(bookingState.quoteLoading).toBe(true);
    bookingState.dropoff = null;
    void requestQuote();
    expect(bookingState.quote).toBeNull();
    expect(bookingState.quoteLoading).toBe(false);
    held.release?.();
    await pending;
    await quoteSettled();
    expect(bookingState.quote).toBeNull();
  });
});

describe('Next in step 1 waits for the quotation', () => {
  const steps = templateSteps('wizard');

  it('does not move on while the quotation is on its way, then moves on with its fare', async () => {
    const held = heldQuotation();
    void requestQuote();
    const moved = goNext(steps);
    await vi.waitFor(() => expect(held.release).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bookingState.step).toBe(1);
    held.release?.();
    expect(await moved).toBe(true);
    expect(bookingState.step).toBe(2);
    expect(bookingState.quote?.TotalFare).toBe(23.5);
  });

  it('asks for a quotation when none is on its way and the journey has no fare yet', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    expect(await goNext(steps)).toBe(true);
    expect(received).toHaveLength(1);
    expect(bookingState.step).toBe(2);
  });

  it.each([
    ['with the server message when the quotation fails', 2, 'No vehicle found with selected capacity', 'fare'],
    ['with Codes 3 and 6 at the pickup field', 6, 'We do not cover this pickup area', 'pickup'],
  ] as const)('stays on step 1 %s', async (_, code, message, field) => {
    fakeServer({ 'POST /api/quotation': () => ({ body: { Code: code, Message: message } }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    void requestQuote();
    expect(await goNext(steps)).toBe(false);
    expect(bookingState.step).toBe(1);
    expect(bookingState.errors[field]).toBe(message);
  });

  it('blocks at the time field the pickup the server refused as too soon, by the travel time it was judged by', async () => {
    const now = new Date();
    const in30 = quickPickupTime(now, 30);
    const earliest = earliestPickupTime(now, 45, 0);
    fakeServer({
      'POST /api/quotation': () => ({
        body: { Code: 2, Message: earliestPickupWarningFor(earliest), TravelTime: 45 },
      }),
    });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    Object.assign(bookingState, { pickUpType: 'Later', time: toStoredTime(in30) });
    // Before the answer the wizard knows no travel time: In 30 min passes its own check.
    expect(validateJourneySection(bookingState, { isGuest: true, now }).time).toBeUndefined();
    await requestQuote({ immediate: true });
    expect(validateJourneySection(bookingState, { isGuest: true, now }).time).toBe(earliestPickupWarningFor(earliest));
  });

  it('says what is wrong when the server cannot be reached', async () => {
    fakeServer({ 'POST /api/quotation': () => ({ status: 503, body: { Code: 0, Message: 'down' } }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    expect(await goNext(steps)).toBe(false);
    expect(bookingState.errors.fare).toBe('Something went wrong, please try again.');
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
    bookingState.quote = createQuotation({ TotalFare: 20 });
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

  it('Re-Quote needs a pickup time not before the earliest time, then closes on a valid quote; Cancel clears the booking', async () => {
    const now = new Date('2026-11-22T10:00:00');
    Object.assign(bookingState, {
      pickup: kingsCross,
      dropoff: tower,
      vehicleId: 1,
      pickUpType: 'Later',
      time: '2026-11-22T09:30',
      quoteExpired: true,
    });
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    expect(await requoteAfterExpiry(now)).toBe('The earliest time we can pickup from this address is 22/11/2026 10:00');
    expect(bookingState.quoteExpired).toBe(true);
    expect(received).toHaveLength(0);
    bookingState.time = '2026-11-22T11:00';
    expect(await requoteAfterExpiry(now)).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(bookingState.quote?.TotalFare).toBe(23.5);
    expect(bookingState.quoteExpired).toBe(false);
    cancelAfterExpiry();
    expect(bookingState.pickup).toBeNull();
  });

  it('Re-Quote keeps the dialog open with the server message when the new quotation fails', async () => {
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1, quoteExpired: true });
    fakeServer({ 'POST /api/quotation': () => ({ body: { Code: 2, Message: 'No drivers right now' } }) });
    expect(await requoteAfterExpiry(new Date())).toBe('No drivers right now');
    expect(bookingState.quoteExpired).toBe(true);
    expect(bookingState.quote).toBeNull();
  });

  it('runs the registered resets (flights and the like) and forgets the cache, so Re-Quote asks the server again', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    await requestQuote({ immediate: true });
    const reset = vi.fn();
    const unregister = onQuotationExpired(reset);
    expireQuotation();
    unregister();
    expect(reset).toHaveBeenCalledOnce();
    expect(await requoteAfterExpiry(new Date())).toBeUndefined();
    expect(received).toHaveLength(2);
  });

  it('counts down QuoteTimeout minutes from when the answer arrived, on this device clock', async () => {
    applyConfiguration({ QuoteTimeout: 2 });
    // The server's ExpiresAt is on its own clock (here: long past); the countdown ignores it.
    fakeServer({
      'POST /api/quotation': () => ({ body: { ...quotationResponse(1), ExpiresAt: '2000-01-01T00:00:00.000Z' } }),
    });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    const at = 1_800_000_000_000;
    await requestQuote({ immediate: true, now: () => at });
    expect(quoteSecondsLeft(new Date(at))).toBe(120);
    expect(quoteSecondsLeft(new Date(at + 119_500))).toBe(1);
    expect(quoteSecondsLeft(new Date(at + 120_000))).toBe(0);
    applyConfiguration({ QuoteTimeout: 10 });
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

describe('a past pickup time', () => {
  it('invalidates the time and zeroes the fare (docs/behaviour/quotation.md#fare-reset)', async () => {
    const received = fakeServer({ 'POST /api/quotation': () => ({ body: quotationResponse(1) }) });
    const now = new Date('2026-11-22T10:00:30').getTime();
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, pickUpType: 'Later', time: '2026-11-22T10:00' });
    expect(quotationRequest(bookingState, 1, 'GBP', now)).toMatchObject({ bookingdate: expect.any(String) });
    await requestQuote({ immediate: true, now: () => now });
    expect(bookingState.quote?.TotalFare).toBe(23.5);
    bookingState.time = '2026-11-22T09:59';
    expect(quotationRequest(bookingState, 1, 'GBP', now)).toBeUndefined();
    await requestQuote({ immediate: true, now: () => now });
    expect(bookingState.quote).toBeNull();
    expect(received).toHaveLength(1);
  });
});

describe('account pricing', () => {
  afterEach(() => {
    sessionState.profile = null;
  });

  it("sends the booker's ids with the quotation and shows the fare the server priced by the account", async () => {
    sessionState.profile = beaBooker({ Id: 7, BookerId: 3 });
    const received = fakeServer({
      'POST /api/quotation': ({ body }) => {
        const { bookerid } = body as { bookerid: number };
        return { body: { ...quotationResponse(1), TotalFare: bookerid === 3 ? 19.8 : 23.5, Fare: 19.8 } };
      },
    });
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, vehicleId: 1 });
    await requestQuote({ immediate: true });
    expect(received[0]?.body).toMatchObject({ custid: 7, bookerid: 3 });
    expect(bookingState.quote?.TotalFare).toBe(19.8);
  });

  it('sends no booker id for a guest', () => {
    Object.assign(bookingState, { pickup: kingsCross, dropoff: tower });
    expect(quotationRequest(bookingState, 1, 'GBP')).toMatchObject({ custid: 0, bookerid: 0 });
  });
});
