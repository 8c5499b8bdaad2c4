/** The card form's and the payment overlay's messages (docs/behaviour/payment.md), word for word. */

/** Payment process description while processing (docs/behaviour/payment.md#payment-process). */
export const PAYMENT_PROCESSING_MESSAGE = 'We are processing your request. Please do not refresh or close the browser';
/** Payment process spinner title (docs/behaviour/payment.md#payment-process). */
export const PAYMENT_PLEASE_WAIT = 'Please wait';
/** Stripe card-number element empty (docs/behaviour/payment.md#card-validation). */
export const CARD_NUMBER_REQUIRED = 'Card number is required';
/** Stripe card-number element invalid (docs/behaviour/payment.md#card-validation). */
export const CARD_NUMBER_INVALID = 'Card number is invalid';
/** Stripe expiry element empty (docs/behaviour/payment.md#card-validation). */
export const EXPIRY_REQUIRED = 'Expiry is required';
/** Stripe expiry element invalid (docs/behaviour/payment.md#card-validation). */
export const EXPIRY_INVALID = 'Expiry is invalid';
