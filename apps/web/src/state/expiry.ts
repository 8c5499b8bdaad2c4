import { DEFAULT_ERROR_MESSAGE } from '@cabkit/domain/errors';
import { quoteSecondsRemaining } from '@cabkit/domain/quote';
import { earliestPickupTime, earliestPickupWarningFor, isPickupTimeValid } from '@cabkit/domain/time';
import { bookingState, resetBooking } from './booking';
import { configState } from './config';
import { fromStoredTime } from '../lib/local-time';
import { clearQuoteCache, isQuoteValid, requestQuote } from './quote';
import { authUiState, closeAuthDialogs } from './session';
import { registerStore } from './stores';

/** Seconds left on the current quotation (0 when there is none or it ran out). */
export function quoteSecondsLeft(now: Date): number {
  const expiresAt = bookingState.quote?.ExpiresAt;
  if (!expiresAt) return 0;
  const when = new Date(expiresAt);
  return Number.isNaN(when.getTime()) ? 0 : quoteSecondsRemaining(when, now);
}

const expiryResets = new Set<() => void>();

/** The nearest driver's travel time (minutes) of the quotation that ran out: the expired dialog's lower bound. */
/** What the page remembers of the quotation that ran out (a store: state/stores.ts resets it). */
const expired = { travelTime: 0 };

/**
 * Registers what else a quotation's expiry clears (the flights of the flight feature, ...); returns the
 * unregister function. Parts of the booking kept outside this file clear themselves this way.
 */
export function onQuotationExpired(reset: () => void): () => void {
  expiryResets.add(reset);
  return () => expiryResets.delete(reset);
}

/**
 * The quotation ran out (docs/behaviour/quotation.md#quote-expiry): back to step 1; note, references, promo, flights and fares cleared;
 * the quotation-expired dialog opens.
 */
export function expireQuotation(): void {
  expired.travelTime = bookingState.quote?.TravelTime ?? 0;
  bookingState.step = 1;
  bookingState.note = '';
  bookingState.requestId = '';
  bookingState.promoCode = '';
  bookingState.promoId = 0;
  bookingState.promoValue = 0;
  bookingState.quote = null;
  bookingState.quoteError = null;
  delete bookingState.errors.fare;
  for (const reset of expiryResets) reset();
  // A sign-in the booking asked for (the step gate, a post-login target) belonged to the step now left: it must
  // not come back over step 1 once the expired dialog is answered, nor carry the wizard on to its old target.
  if (authUiState.dialog === 'signin' && authUiState.target !== null) closeAuthDialogs();
  bookingState.quoteExpired = true;
  clearQuoteCache();
}

/**
 * The earliest pickup the expired dialog accepts: now plus the travel time (by default the expired quotation's,
 * docs/behaviour/journey.md#earliest-time: the quotation picker uses TravelTime) and the lead time, seconds zeroed.
 */
export function earliestPickup(now: Date, travelTimeMinutes = expired.travelTime): Date {
  return earliestPickupTime(now, travelTimeMinutes, configState.minLeadTime);
}

/**
 * The pickup-time warning of the expired dialog, or undefined when the time is valid: ASAP, or Later not
 * before the earliest pickup ('The earliest time we can pickup from this address is {time}', docs/behaviour/journey.md#earliest-time).
 */
function expiredTimeWarning(now: Date): string | undefined {
  const earliest = earliestPickup(now);
  const time = { PickUpType: bookingState.pickUpType, Time: fromStoredTime(bookingState.time) };
  return isPickupTimeValid(time, earliest) ? undefined : earliestPickupWarningFor(earliest, configState.timeZone);
}

/**
 * Re-Quote from the expired dialog (docs/behaviour/quotation.md#expired-dialog): needs a valid time, then requotes. The dialog closes once a valid
 * quotation answers; otherwise the message to show (the time warning or the quotation's failure) comes back.
 */
export async function requoteAfterExpiry(now: Date): Promise<string | undefined> {
  const warning = expiredTimeWarning(now);
  if (warning) return warning;
  clearQuoteCache();
  await requestQuote({ immediate: true, now: () => now.getTime() });
  if (isQuoteValid(bookingState.quote)) {
    bookingState.quoteExpired = false;
    return undefined;
  }
  return bookingState.quoteError?.message || DEFAULT_ERROR_MESSAGE;
}

/**
 * "Extend time" on the quote's countdown before it runs out (WCAG 2.2.1): a requote, as the expired dialog's
 * Re-Quote, so the new countdown is backed by a quotation the server stored (docs/behaviour/quotation.md#quote-countdown).
 * A refused requote shows its message where any requote does.
 */
export async function extendQuotation(): Promise<void> {
  if (!isQuoteValid(bookingState.quote) || bookingState.quoteExpired) return;
  clearQuoteCache();
  await requestQuote({ immediate: true });
}

/** Cancel in the expired dialog: closes it and clears the booking (docs/behaviour/quotation.md#expired-dialog). */
export function cancelAfterExpiry(): void {
  resetBooking();
}

registerStore('expiry', () => {
  expired.travelTime = 0;
});
