import { type Quotation, WAITING_TIME_DEFAULT } from '@cabkit/domain/model';
import {
  isQuotationValid,
  isQuoteCacheFresh,
  quoteCacheKey,
  quoteExpiresAt,
  quotationErrorTarget,
} from '@cabkit/domain/quote';
import { pickupTimeEffect } from '@cabkit/domain/time';
import { clampWaitingTime } from '@cabkit/domain/validation';
import { ApiError, userMessage } from '../api/errors';
import { fromStoredTime } from '../lib/local-time';
import { type BookingState, bookingState, type Place } from './booking';
import { placeText } from './place-text';
import { configState } from './config';
import { type SessionProfile, sessionState } from './session';
import { getQuotation, type QuotationRequest, type QuotationResponse } from '../api/get-quotation';
import { registerStore } from './stores';

/** Debounce between a change and the quotation call, so typing and quick clicks send one request. */
const requoteDelayMs = 250;

/** The booking date the API takes: 'ASAP' or an ISO date-time. Undefined when Later has no valid time. */
export function bookingDate(state: Pick<BookingState, 'pickUpType' | 'time'>): string | undefined {
  if (state.pickUpType === 'Now') return 'ASAP';
  return fromStoredTime(state.time)?.toISOString();
}

/**
 * The quotation request for the booking, or undefined while it cannot be priced (an address missing,
 * a via stop empty, or a Later time not set or already past): incomplete addresses and a past time reset the
 * fare (docs/behaviour/quotation.md#quote-validity).
 */
export function quotationRequest(
  state: BookingState,
  source: number,
  currencyCode: string,
  now: number = Date.now(),
  profile: SessionProfile | null = sessionState.profile,
): QuotationRequest | undefined {
  const { pickup, dropoff } = state;
  const date = bookingDate(state);
  if (!pickup || !dropoff || date === undefined) return undefined;
  // A Later time before this minute is past: it invalidates the time and zeroes the fare.
  const time = { PickUpType: state.pickUpType, Time: date === 'ASAP' ? null : new Date(date) };
  if (pickupTimeEffect(time, new Date(now)) === 'invalidate') return undefined;
  if (state.via.some((stop) => stop === null)) return undefined;
  let returndate = '';
  if (state.returnKind === 'rtn') {
    const back = fromStoredTime(state.returnTime);
    if (!back) return undefined;
    returndate = back.toISOString();
  }
  return {
    rtntype: state.returnKind,
    source,
    currencyCode,
    pick: placeText(pickup),
    picklat: pickup.Latitude,
    picklng: pickup.Longitude,
    pickpostcode: pickup.Postcode,
    doff: placeText(dropoff),
    dofflat: dropoff.Latitude,
    dofflng: dropoff.Longitude,
    droppostcode: dropoff.Postcode,
    viaaddresses: (state.via as Place[]).map((stop) => ({
      address: placeText(stop),
      lat: stop.Latitude,
      lng: stop.Longitude,
      postcode: stop.Postcode,
    })),
    bookingdate: date,
    returndate,
    // Wait and return is priced with its waiting time; the booking must book the quoted one.
    ...(state.returnKind === 'w&r' ? { waitingtime: clampWaitingTime(state.waitingTime ?? WAITING_TIME_DEFAULT) } : {}),
    vehtypeid: state.vehicleId,
    paymentmethod: state.paymentType,
    // The quotation depends on the booker id (docs/behaviour/quotation.md#quote-triggers) (a booker is priced by the account tariff).
    custid: profile?.Id ?? 0,
    bookerid: profile?.BookerId ?? 0,
  };
}

/**
 * The quotation reduced to what the booking keeps. The countdown runs QuoteTimeout minutes from when the answer
 * arrived (docs/behaviour/quotation.md#quote-validity), on this device's clock: the server's own `ExpiresAt` is on the server's clock, and a
 * visitor's clock that runs a few minutes off would otherwise expire every quote at once (or never).
 */
export function toQuoteState(
  response: QuotationResponse,
  receivedAt: Date = new Date(),
  timeoutMinutes: number = configState.quoteTimeout,
): Quotation {
  return { ...response, ExpiresAt: quoteExpiresAt(receivedAt, timeoutMinutes).toISOString() };
}

/** The travel time a refused quotation was judged by (its pickup was too soon), or 0. */
function refusedTravelTime(body: unknown): number {
  const travelTime = body && typeof body === 'object' ? (body as { TravelTime?: unknown }).TravelTime : undefined;
  return typeof travelTime === 'number' && Number.isFinite(travelTime) ? travelTime : 0;
}

/** True when a quotation can be booked (the domain's `isQuotationValid`, docs/behaviour/quotation.md#quote-validity). */
export function isQuoteValid(quote: Quotation | null): quote is Quotation {
  return !!quote && isQuotationValid(quote);
}

/** The quote's working memory (a store: state/stores.ts resets it). */
const work = {
  /** Answers by request, for identical requests within 60 s. */
  cache: new Map<string, { at: number; response: QuotationResponse }>(),
  /** The debounce timer of the next request. */
  pendingTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  /** Callers of `requestQuote` still waiting: all of them resolve when the latest request has answered. */
  waiting: [] as (() => void)[],
  /** Counts requests: only the answer to the latest is applied. */
  latestRequest: 0,
  /** The latest request (debounce included); `quoteSettled` follows it. */
  latest: Promise.resolve() as Promise<void>,
};

/** Forgets cached quotations (for tests and after sign-in/out, when prices may differ). */
export function clearQuoteCache(): void {
  work.cache.clear();
}

/** Clears the fare now: the booking cannot be priced (an address missing) or the quotation ran out. */
function resetFares(): void {
  ++work.latestRequest; // an answer still on its way is now stale
  bookingState.quote = null;
  bookingState.quoteError = null;
  bookingState.quoteLoading = false;
}

/**
 * Asks for a new quotation after a short debounce. Stale answers are dropped: only the answer to the latest
 * request is applied. Identical requests within 60 s are answered from the cache. Incomplete addresses reset
 * the fare at once (docs/behaviour/quotation.md#quote-validity). The promise resolves once the latest request has answered (also for callers
 * whose request was superseded while debouncing).
 */
export function requestQuote(options: { immediate?: boolean; now?: () => number } = {}): Promise<void> {
  if (work.pendingTimer) clearTimeout(work.pendingTimer);
  if (!quotationRequest(bookingState, configState.source, configState.currencyCode, (options.now ?? Date.now)()))
    resetFares();
  const promise = new Promise<void>((resolve) => {
    work.waiting.push(resolve);
    work.pendingTimer = setTimeout(
      () => {
        work.pendingTimer = undefined;
        const resolvers = work.waiting;
        work.waiting = [];
        void runQuote(options.now ?? Date.now).then(() => {
          for (const done of resolvers) done();
        });
      },
      options.immediate ? 0 : requoteDelayMs,
    );
  });
  work.latest = promise;
  return promise;
}

/** True while a quotation is debouncing or on its way. */
function isQuotePending(): boolean {
  return work.pendingTimer !== undefined || bookingState.quoteLoading;
}

/**
 * Resolves once no quotation is pending: waits for the latest request, and for any newer one made meanwhile.
 * When the booking can be priced but has no valid quotation and nothing is pending, asks for one first.
 */
export async function quoteSettled(): Promise<void> {
  if (
    !isQuotePending() &&
    !isQuoteValid(bookingState.quote) &&
    !bookingState.quoteError &&
    quotationRequest(bookingState, configState.source, configState.currencyCode)
  ) {
    void requestQuote({ immediate: true });
  }
  for (;;) {
    const current = work.latest;
    await current;
    if (current === work.latest) return;
  }
}

async function runQuote(now: () => number): Promise<void> {
  const request = quotationRequest(bookingState, configState.source, configState.currencyCode, now());
  const ticket = ++work.latestRequest;
  if (!request) {
    resetFares();
    return;
  }
  const key = quoteCacheKey({ ...request });
  const cached = work.cache.get(key);
  if (cached && isQuoteCacheFresh(new Date(cached.at), new Date(now()))) {
    applyQuote(cached.response, cached.at);
    return;
  }
  bookingState.quoteLoading = true;
  try {
    const response = await getQuotation(request);
    if (ticket !== work.latestRequest) return;
    const at = now();
    work.cache.set(key, { at, response });
    applyQuote(response, at);
  } catch (error) {
    if (ticket !== work.latestRequest) return;
    bookingState.quote = null;
    const atPickup = error instanceof ApiError && quotationErrorTarget(error.code) === 'pickup';
    bookingState.quoteError = { field: atPickup ? 'pickup' : 'fare', message: userMessage(error) };
    const travelTime = error instanceof ApiError ? refusedTravelTime(error.body) : 0;
    if (travelTime > 0) bookingState.quoteError.travelTime = travelTime;
  } finally {
    if (ticket === work.latestRequest) bookingState.quoteLoading = false;
  }
}

function applyQuote(response: QuotationResponse, receivedAt: number): void {
  bookingState.quote = toQuoteState(response, new Date(receivedAt));
  bookingState.quoteError = null;
  bookingState.quoteLoading = false;
  delete bookingState.errors.fare;
}

registerStore('quote', () => {
  clearTimeout(work.pendingTimer);
  work.pendingTimer = undefined;
  const resolvers = work.waiting;
  work.waiting = [];
  for (const resolve of resolvers) resolve();
  clearQuoteCache();
});
