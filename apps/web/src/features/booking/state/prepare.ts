import { bookingState } from '../../../state/booking';
import { checkSections, newRequestId } from './actions';
import { quoteSettled } from '../../../state/quote';
import type { WizardSection } from './steps';

/**
 * "Book now" with payment type card (docs/behaviour/payment.md#card-gate, step 4): validates every step (jumping to the first one that
 * fails) and makes sure the booking has its idempotency key, which every payment retry reuses. Returns true
 * when the card dialog may open.
 */
export async function prepareCardPayment(
  steps: readonly (readonly WizardSection[])[],
  now = new Date(),
): Promise<boolean> {
  // The fare being paid must be the latest quotation's, not one still on its way.
  await quoteSettled();
  for (let index = 0; index < steps.length; index++) {
    if (!(await checkSections(steps[index] ?? [], now))) {
      bookingState.step = index + 1;
      return false;
    }
  }
  if (!bookingState.requestId) bookingState.requestId = newRequestId();
  bookingState.submitError = '';
  return true;
}

/** True when "Book now" pays by card (the card dialog) rather than booking straight away. */
export function paysByCard(paymentType: string): boolean {
  return paymentType === 'card';
}

/** True when "Book now" pays with PayPal (the PayPal dialog) rather than booking straight away. */
export function paysByPayPal(paymentType: string): boolean {
  return paymentType === 'paypal';
}
