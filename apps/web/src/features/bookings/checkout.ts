/**
 * The one place this feature reaches the card checkout the wizard uses (SPEC 4: pay later runs the same card
 * dialog and re-fetches the payment intent by job part id), through the payment feature's public surface. It
 * loads lazily, with the Pay button's first press.
 */
import { lazy } from 'react';

export type { PaymentAttempt } from '../payment';

/** The wizard's card checkout (Card Details, payment process, error dialogs), loaded on demand. */
export const CardCheckout = lazy(() => import('../payment').then((module) => ({ default: module.CardCheckout })));
