import type { Checkout } from '../../payment';
import { bookingState } from '../../../state/booking';
import { checkEveryStep, sendBooking } from './actions';
import { checkoutMethod } from './checkout-method';
import type { WizardSection } from './steps';

/**
 * "Book now" on the wizard's last step (docs/behaviour/payment.md#checkout), through the wizard's checkout: checking (every step validates;
 * a second press meanwhile is ignored), then paying: the card or PayPal dialog opens (it reports paid, failed or
 * closed to the checkout), or a cash booking is sent. Returns the tracking code once a cash booking is stored.
 */
export async function bookNow(
  checkout: Checkout,
  steps: readonly (readonly WizardSection[])[],
  now = new Date(),
): Promise<string | undefined> {
  if (!checkout.send({ type: 'check' })) return undefined;
  if (!(await checkEveryStep(steps, now))) {
    checkout.send({ type: 'fail' });
    return undefined;
  }
  const method = checkoutMethod(bookingState.paymentType);
  checkout.send({ type: 'pay', method });
  if (method !== 'cash') return undefined;
  const trackingCode = await sendBooking();
  if (trackingCode) checkout.send({ type: 'paid', trackingCode });
  else checkout.send({ type: 'fail', message: bookingState.submitError });
  return trackingCode;
}
