import { lazy } from 'react';
/**
 * The payment feature: the checkout state machine, card (Stripe or the sandbox gateway) and PayPal checkouts for a
 * booking request, and the paid-booking record. Everything here is light except the two checkouts, which load on
 * first render (dialogs, gateway SDKs and card rules): render them inside a Suspense boundary.
 */
export type { CheckoutDeps } from './components/card-checkout';
export type { PayPalDeps } from './components/paypal-checkout';
export {
  type Checkout,
  type CheckoutMethod,
  type CheckoutPhase,
  createCheckout,
} from './state/checkout';
export { storePaidBooking } from './state/paid-booking';
export { loadGatewaySettings } from './api/gateway-settings';

/** Pays a difference (a dearer booking change) on Stripe's or PayPal's own form (loads on first render). */
export const DifferencePayment = lazy(() => import('./components/difference-payment'));

/** The card checkout: card details, payment process and error dialogs (loads on first render). */
export const CardCheckout = lazy(() => import('./components/card-checkout').then((m) => ({ default: m.CardCheckout })));

/** The PayPal checkout: the PayPal dialog and buttons, payment process and error dialogs (loads on first render). */
export const PayPalCheckout = lazy(() =>
  import('./components/paypal-checkout').then((m) => ({ default: m.PayPalCheckout })),
);
