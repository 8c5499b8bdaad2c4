import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingState, resetBooking } from '../../../state/booking';
import { configState } from '../../../state/config';
import { extendQuotation, quoteSecondsLeft } from '../../../state/expiry';
import { usePayableFare } from '../../extras';
import { CardCheckout, type Checkout, type CheckoutDeps, storePaidBooking } from '../../payment';
import { bookingRequest } from '../state/actions';

/**
 * What the wizard's card and PayPal checkouts share: the booking in the store, charged the fare summary's total;
 * busy while paying; once paid the booking is stored as paid, the wizard starts over and the page goes to
 * `/confirmed/{TrackingCode}`. It lives beside the card payment, which `/booking` loads first, so sharing it adds
 * no chunk there.
 */
export function useWizardCheckout() {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  // The fare summary's figure (tier, less the promo code): the total the booking is charged.
  const payable = usePayableFare();
  return {
    requestId: booking.requestId,
    buildBooking: () => bookingRequest(bookingState.requestId),
    amount: payable ?? booking.quote?.TotalFare ?? 0,
    currencyCode: booking.quote?.CurrencyCode || config.currencyCode,
    onBusyChange: (busy: boolean) => {
      bookingState.submitting = busy;
    },
    quoteExpired: booking.quoteExpired,
    onPaid: (outcome: Parameters<typeof storePaidBooking>[0]) => {
      storePaidBooking(outcome);
      resetBooking();
      navigate(paths.confirmed(outcome.trackingCode));
    },
  };
}

/**
 * The wizard's card payment: the card checkout for the booking in the store, with the quotation's countdown and
 * its "Extend time" (a requote); once paid, see useWizardCheckout.
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
  const shared = useWizardCheckout();
  return (
    <Suspense fallback={null}>
      <CardCheckout
        {...shared}
        openKey={openKey}
        secondsLeft={quoteSecondsLeft}
        onExtendTime={extendQuotation}
        checkout={checkout}
        deps={deps}
      />
    </Suspense>
  );
}
