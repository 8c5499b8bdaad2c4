import type { CheckoutMethod } from '../../payment';

/** The checkout method of a payment type: card and PayPal open their dialog, anything else books straight away. */
export function checkoutMethod(paymentType: string): CheckoutMethod {
  return paymentType === 'card' || paymentType === 'paypal' ? paymentType : 'cash';
}
