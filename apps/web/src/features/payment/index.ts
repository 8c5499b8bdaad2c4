/**
 * The payment feature: card (Stripe or the sandbox gateway) and PayPal checkouts for a booking request, the
 * paid-booking record, and the payment API. Import it from lazily loaded code: the checkouts carry the dialogs.
 */
export { type PaymentApi, paymentApi } from './api/payment-api';
export { CardCheckout, type CheckoutDeps } from './components/card-checkout';
export { PayPalCheckout, type PayPalDeps } from './components/paypal-checkout';
export type { PaymentOutcome } from './state/outcome';
export { type PaidBooking, storePaidBooking } from './state/paid-booking';
