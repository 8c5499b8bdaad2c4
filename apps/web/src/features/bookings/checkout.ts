import { type ComponentProps, createElement, lazy } from 'react';

type CardCheckoutProps = ComponentProps<typeof import('../payment')['CardCheckout']>;

/**
 * The one place this feature reaches the card checkout the wizard uses (pay later runs the same card dialog and
 * re-fetches the payment intent by job part id), through the payment feature's public surface. The payment feature
 * itself (its checkout store and the card dialog) loads with the Pay button's first press, not with the pages that
 * show the button.
 */
export const CardCheckout = lazy(() =>
  import('../payment').then(({ CardCheckout: PaymentCardCheckout }) => ({
    default: (props: CardCheckoutProps) => createElement(PaymentCardCheckout, props),
  })),
);
