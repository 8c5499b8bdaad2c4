import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import type { StripeElementsState } from '@cabkit/domain';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeElements,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { paymentElementState, stripeElementsOptions } from '../state/stripe';

/** Stripe.js and the card dialog's `Elements` group, once both exist. */
export interface StripeSdk {
  stripe: Stripe;
  elements: StripeElements;
}

/** Props of `StripeCardElements`. */
export interface StripeCardElementsProps {
  /** Stripe.js as it loads (resolves null when it cannot): what `Elements` takes. */
  stripe: Promise<Stripe | null>;
  /** The dialog's total (the wallets' sheet shows it). */
  amount: number;
  /** Its currency. */
  currencyCode: string;
  /** Receives Stripe.js and the `Elements` group once ready, null when they go (what `payByStripe` takes). */
  onSdk: (sdk: StripeSdk | null) => void;
  /** Receives the Payment Element's state on each change (for the spec's messages). */
  onState: (state: StripeElementsState) => void;
  /** The buyer approved in Apple Pay or Google Pay (the Express Checkout Element's `confirm`). */
  onWalletConfirm: (event: StripeExpressCheckoutElementConfirmEvent) => void;
}

/** Apple Pay and Google Pay only, where the browser offers them; the other express methods stay off. */
const expressOptions: StripeExpressCheckoutElementOptions = {
  paymentMethods: {
    applePay: 'auto',
    googlePay: 'auto',
    link: 'never',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  },
};

/** The card form only: the dialog asks the name, the element the billing address it needs; the wallets sit above. */
const paymentOptions: StripePaymentElementOptions = {
  fields: { billingDetails: { name: 'never', address: 'auto' } },
  wallets: { applePay: 'never', googlePay: 'never' },
};

/**
 * The card dialog's Stripe fields through `@stripe/react-stripe-js`: an `Elements` provider (no intent yet: the
 * booking's intent is fetched when "Pay now" is pressed), the Express Checkout Element for Apple Pay and Google
 * Pay (shown only when the browser offers one) and the Payment Element for the card. This module is its own chunk: it loads when
 * a Stripe tenant's card dialog opens.
 */
export default function StripeCardElements({ stripe, amount, currencyCode, ...rest }: StripeCardElementsProps) {
  useLanguage();
  const options = useMemo(() => stripeElementsOptions(amount, currencyCode), [amount, currencyCode]);
  return (
    <Elements stripe={stripe} options={options}>
      <CardElements {...rest} />
    </Elements>
  );
}

function CardElements({
  onSdk,
  onState,
  onWalletConfirm,
}: Omit<StripeCardElementsProps, 'stripe' | 'amount' | 'currencyCode'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [wallets, setWallets] = useState(false);
  const callbacks = useRef({ onSdk, onState });
  callbacks.current = { onSdk, onState };

  useEffect(() => {
    if (!stripe || !elements) return;
    callbacks.current.onSdk({ stripe, elements });
    callbacks.current.onState(paymentElementState({ empty: true }));
    return () => callbacks.current.onSdk(null);
  }, [stripe, elements]);

  return (
    <div data-field="CardNumber">
      {ready ? null : (
        <Skeleton label={t`Loading card fields`}>
          <SkeletonText lines={3} />
        </Skeleton>
      )}
      <div hidden={!wallets}>
        <ExpressCheckoutElement
          options={expressOptions}
          onReady={(event) => setWallets(Boolean(event.availablePaymentMethods))}
          // Stripe checks the card against its billing address: the wallet's sheet gives it.
          onClick={(event) => event.resolve({ billingAddressRequired: true })}
          onConfirm={onWalletConfirm}
        />
      </div>
      <PaymentElement
        options={paymentOptions}
        onReady={() => setReady(true)}
        onChange={(event) => onState(paymentElementState(event))}
      />
    </div>
  );
}
