import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingState, resetBooking } from '../../../state/booking';
import { configState } from '../../../state/config';
import { usePayableFare } from '../../extras';
import { type Checkout, PayPalCheckout, type PayPalDeps, storePaidBooking } from '../../payment';
import { bookingRequest } from '../state/actions';

/**
 * The wizard's PayPal payment: the PayPal checkout for the booking in the store; once paid the booking is stored
 * as paid, the wizard starts over and the page goes to `/confirmed/{TrackingCode}`.
 */
export function WizardPayPalPayment({
  openKey,
  checkout,
  deps,
}: {
  openKey: number;
  checkout?: Checkout;
  deps?: PayPalDeps;
}) {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  // The fare summary's figure (tier, less the promo code): the total the booking is charged.
  const payable = usePayableFare();
  return (
    <Suspense fallback={null}>
      <PayPalCheckout
        openKey={openKey}
        requestId={booking.requestId}
        buildBooking={() => bookingRequest(bookingState.requestId)}
        amount={payable ?? booking.quote?.totalFare ?? 0}
        currencyCode={booking.quote?.currencyCode || config.currencyCode}
        onBusyChange={(busy) => {
          bookingState.submitting = busy;
        }}
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
