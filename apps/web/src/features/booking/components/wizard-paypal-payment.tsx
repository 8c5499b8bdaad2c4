import { Suspense } from 'react';
import { type Checkout, PayPalCheckout, type PayPalDeps } from '../../payment';
import { useWizardCheckout } from './wizard-card-payment';

/** The wizard's PayPal payment: the PayPal checkout for the booking in the store; once paid, see useWizardCheckout. */
export function WizardPayPalPayment({
  openKey,
  checkout,
  deps,
}: {
  openKey: number;
  checkout?: Checkout;
  deps?: PayPalDeps;
}) {
  const shared = useWizardCheckout();
  return (
    <Suspense fallback={null}>
      <PayPalCheckout {...shared} openKey={openKey} checkout={checkout} deps={deps} />
    </Suspense>
  );
}
