import type { PaymentOutcome } from './outcome';

const paidKey = 'cabkit.paid-booking';

/** The last paid booking (IsPaid, references, auth code), kept for the confirmation page's session. */
export interface PaidBooking {
  TrackingCode: string;
  Bref: string;
  ReturnRef: string;
  AuthCode: string;
  IsPaid: true;
}

/** Stores the paid booking in session storage (docs/behaviour/payment.md#checkout: success sets IsPaid and stores the booking). */
export function storePaidBooking(outcome: Extract<PaymentOutcome, { kind: 'paid' }>): PaidBooking {
  const paid: PaidBooking = {
    TrackingCode: outcome.trackingCode,
    Bref: outcome.bref,
    ReturnRef: outcome.returnRef,
    AuthCode: outcome.authCode,
    IsPaid: true,
  };
  try {
    sessionStorage.setItem(paidKey, JSON.stringify(paid));
  } catch {
    // Storage blocked: the confirmation page reads the booking from the server anyway.
  }
  return paid;
}
