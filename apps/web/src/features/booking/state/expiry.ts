import { quoteSecondsRemaining } from '@cabkit/domain/quote';
import { earliestPickupTime, earliestPickupWarningFor } from '@cabkit/domain/time';
import { bookingState, resetBooking } from '../../../state/booking';
import { configState } from '../../../state/config';
import { clearQuoteCache, requestQuote } from './quote';

/** Seconds left on the current quotation (0 when there is none or it ran out). */
export function quoteSecondsLeft(now: Date): number {
  const expiresAt = bookingState.quote?.expiresAt;
  if (!expiresAt) return 0;
  const when = new Date(expiresAt);
  return Number.isNaN(when.getTime()) ? 0 : quoteSecondsRemaining(when, now);
}

/**
 * The quotation ran out (SPEC 4): back to step 1; note, references, promo, flights and fares cleared;
 * the quotation-expired dialog opens.
 */
export function expireQuotation(): void {
  bookingState.step = 1;
  bookingState.note = '';
  bookingState.requestId = '';
  bookingState.promoCode = '';
  bookingState.promoId = 0;
  bookingState.promoValue = 0;
  bookingState.quote = null;
  bookingState.quoteError = null;
  bookingState.quoteExpired = true;
  clearQuoteCache();
}

/** The earliest pickup the expired dialog accepts: now plus travel and lead time, seconds zeroed. */
export function earliestPickup(now: Date, travelTimeMinutes = 0): Date {
  return earliestPickupTime(now, travelTimeMinutes, configState.minLeadTime);
}

/**
 * Re-Quote from the expired dialog: needs a valid time (ASAP, or Later not before the earliest pickup).
 * Returns the warning to show when the time is too early, otherwise closes the dialog and requotes.
 */
export function requoteAfterExpiry(now: Date): string | undefined {
  if (bookingState.pickUpType === 'Later') {
    const when = new Date(bookingState.time);
    const earliest = earliestPickup(now);
    if (!bookingState.time || Number.isNaN(when.getTime()) || when < earliest)
      return earliestPickupWarningFor(earliest);
  }
  bookingState.quoteExpired = false;
  void requestQuote({ immediate: true });
  return undefined;
}

/** Cancel in the expired dialog: closes it and clears the booking (SPEC 4). */
export function cancelAfterExpiry(): void {
  resetBooking();
}
