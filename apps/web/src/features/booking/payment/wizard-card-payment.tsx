import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingState, resetBooking } from '../../../state/booking';
import { configState } from '../../../state/config';
import { usePayableFare } from '../extras/fare-parts';
import { bookingRequest } from '../state/actions';
import { quoteSecondsLeft } from '../state/expiry';
import { CardCheckout, type CheckoutDeps } from './card-checkout';
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

/**
 * The wizard's card payment: the card checkout for the booking in the store; once paid the booking is stored as
 * paid, the wizard starts over and the page goes to `/confirmed/{TrackingCode}`.
 */
export function WizardCardPayment({ openKey, deps }: { openKey: number; deps?: CheckoutDeps }) {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  // The fare summary's figure (tier, less the promo code): the total the booking is charged.
  const payable = usePayableFare();
  return (
    <CardCheckout
      openKey={openKey}
      requestId={booking.requestId}
      buildBooking={() => bookingRequest(bookingState.requestId)}
      amount={payable ?? booking.quote?.totalFare ?? 0}
      currencyCode={booking.quote?.currencyCode || config.currencyCode}
      onBusyChange={(busy) => {
        bookingState.submitting = busy;
      }}
      secondsLeft={quoteSecondsLeft}
      quoteExpired={booking.quoteExpired}
      onPaid={(outcome) => {
        storePaidBooking(outcome);
        resetBooking();
        navigate(paths.confirmed(outcome.trackingCode));
      }}
      deps={deps}
    />
  );
}
