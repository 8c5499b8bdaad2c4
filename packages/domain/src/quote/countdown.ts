import { differenceInMilliseconds } from 'date-fns';

/** Returns whole seconds left before expiry, never below 0 (docs/behaviour/quotation.md#quote-countdown). */
export function quoteSecondsRemaining(expiresAt: Date | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil(differenceInMilliseconds(expiresAt, now) / 1000));
}

/** Returns true when a started countdown has run out (docs/behaviour/quotation.md#quote-expiry). */
export function isQuoteExpired(expiresAt: Date | null, now: Date): boolean {
  return !!expiresAt && quoteSecondsRemaining(expiresAt, now) === 0;
}
