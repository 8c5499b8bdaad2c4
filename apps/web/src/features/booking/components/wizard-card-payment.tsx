import { Suspense } from 'react';
import { quoteSecondsLeft } from '../../../state/expiry';
import { CardCheckout, type Checkout, type CheckoutDeps } from '../../payment';
import { useWizardCheckout } from './wizard-checkout';

/**
 * The wizard's card payment: the card checkout for the booking in the store, with the quotation's countdown;
 * once paid, see useWizardCheckout.
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
      <CardCheckout {...shared} openKey={openKey} secondsLeft={quoteSecondsLeft} checkout={checkout} deps={deps} />
    </Suspense>
  );
}
