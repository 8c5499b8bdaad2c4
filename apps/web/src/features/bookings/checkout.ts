/**
 * The one place this feature reaches the card checkout the wizard uses (pay later runs the same card dialog and
 * re-fetches the payment intent by job part id), through the payment feature's public surface. The checkout
 * itself loads lazily, with the Pay button's first press.
 */
export { CardCheckout } from '../payment';
