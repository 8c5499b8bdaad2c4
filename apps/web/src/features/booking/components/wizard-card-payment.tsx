import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingState, resetBooking } from '../../../state/booking';
import { configState } from '../../../state/config';
import { usePayableFare } from '../../extras';
import { bookingRequest } from '../state/actions';
import { quoteSecondsLeft } from '../../../state/expiry';
import { CardCheckout, type Checkout, type CheckoutDeps, storePaidBooking } from '../../payment';

/**
 * The wizard's card payment: the card checkout for the booking in the store; once paid the booking is stored as
 * paid, the wizard starts over and the page goes to `/confirmed/{TrackingCode}`.
 */
export function WizardCardPayment({
  openKey,
  checkout,
  deps,
}: {
  openKey: number;
  checkout?: Checkout;
  deps?: CheckoutDeps;
}) {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  // The fare summary's figure (tier, less the promo code): the total the booking is charged.
  const payable = usePayableFare();
  return (
    <Suspense fallback={null}>
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
        checkout={checkout}
        deps={deps}
      />
    </Suspense>
  );
}
