import { t } from '@lingui/core/macro';
import { DEFAULT_ERROR_MESSAGE, paymentFailureMessage, type StripeElementsState } from '@cabkit/domain';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { CardDetailsDialog, type CardDetailsValues, PayPalDialog } from '@cabkit/ui/dialogs';
import { Spinner } from '@cabkit/ui/Spinner';
import type { Stripe, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language';
import type { GatewaySettings } from '../api/gateway-settings';
import type { PayPalButtonsOptions } from '../state/paypal';
import { loadStripeLazily } from '../state/stripe';
import type { StripeSdk } from './stripe-elements';

// The gateways' own components, each in its own chunk: they load only when the dialog for that gateway opens.
const StripeCardElements = lazy(() => import('./stripe-elements'));
const PayPalSdkButtons = lazy(() => import('./paypal-buttons'));

/** What the server answers about a payment of a difference: made (Code 1), or waiting with its client secret. */
interface DifferenceAnswer {
  Code: number;
  Message: string;
  /** The Stripe client secret or PayPal order id of the difference's payment while it waits; else ''. */
  ClientSecret: string;
}

/** Props of `DifferencePayment`. */
export interface DifferencePaymentProps {
  /** The gateway the booking was paid through, whose own form pays the difference. */
  gateway: 'stripe' | 'paypal';
  /** The tenant's gateway settings (the Stripe publishable key, the PayPal client id). */
  settings: GatewaySettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The difference and its currency. */
  amount: number;
  currencyCode: string;
  bookingReference: string;
  /**
   * Asks the server for the difference's payment, and again once the payer completed it at the gateway (the
   * server reads it back from the gateway); the same call each time, so a retry is never a second payment.
   */
  settle: () => Promise<DifferenceAnswer>;
  /** The difference is paid and the server made what it paid for: its message. */
  onPaid: (message: string) => Promise<void> | void;
  /** Loads Stripe.js with a publishable key (tests pass the fake `Stripe`). */
  loadStripe?: (publishableKey: string) => Promise<Stripe | null>;
}

/**
 * Pays a difference (a dearer booking change) on its gateway's own form: Stripe's card elements in the card
 * dialog (`stripe.confirmPayment` with the server's client secret) or PayPal's buttons in the PayPal dialog (the
 * server's order); the server is asked again afterwards and only its answer counts as paid.
 */
export default function DifferencePayment(props: DifferencePaymentProps) {
  useLanguage();
  return props.gateway === 'paypal' ? <PayPalDifference {...props} /> : <StripeDifference {...props} />;
}

/** Fails with the server's words, or the default ones when it gave none. */
const failWith = (message: string) => new Error(message || DEFAULT_ERROR_MESSAGE);

/** The words to show for a failure: its own message, or the default one for anything that is not an Error. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE);

/**
 * After the payer completed the payment at the gateway, the server is asked again (it reads the payment back
 * from the gateway): only its Code 1 counts as paid, anything else fails with its words.
 */
async function confirmWithServer({ settle, onPaid }: Pick<DifferencePaymentProps, 'settle' | 'onPaid'>) {
  const done = await settle();
  if (done.Code !== 1) throw failWith(done.Message);
  await onPaid(done.Message);
}

/** What both gateways' dialogs take alike; while a payment is under way the dialog stays open. */
function dialogProps(props: DifferencePaymentProps, busy: boolean) {
  return {
    open: props.open,
    onOpenChange: (next: boolean) => {
      if (!busy) props.onOpenChange(next);
    },
    amount: props.amount,
    currencyCode: props.currencyCode,
    bookingReference: props.bookingReference,
    isBusy: busy,
  };
}

function StripeDifference(props: DifferencePaymentProps) {
  const { settings, amount, currencyCode, settle, onPaid, loadStripe = loadStripeLazily } = props;
  const stripe = useMemo(() => loadStripe(settings.stripePublicKey), [loadStripe, settings.stripePublicKey]);
  const sdk = useRef<StripeSdk | null>(null);
  const [state, setState] = useState<StripeElementsState>();
  const [busy, setBusy] = useState(false);
  const [walletError, setWalletError] = useState('');

  /** The server's payment for the difference, confirmed at Stripe, then read back by the server. */
  const complete = async (name: string) => {
    const current = sdk.current;
    if (!current) throw failWith('');
    const first = await settle();
    if (first.Code === 1) return onPaid(first.Message);
    if (!first.ClientSecret) throw failWith(first.Message);
    const result = await current.stripe.confirmPayment({
      elements: current.elements,
      clientSecret: first.ClientSecret,
      confirmParams: {
        return_url: window.location.href,
        ...(name ? { payment_method_data: { billing_details: { name } } } : {}),
      },
      // Cards confirm in place (3-D Secure in Stripe's own frame): the booking page stays.
      redirect: 'if_required',
    });
    if (result.error) throw failWith(paymentFailureMessage('card'));
    await confirmWithServer({ settle, onPaid });
  };

  const pay = async (values: CardDetailsValues) => {
    const current = sdk.current;
    if (!current) throw failWith('');
    setBusy(true);
    try {
      const submitted = await current.elements.submit();
      if (submitted.error) throw failWith(submitted.error.message ?? paymentFailureMessage('card'));
      await complete(values.Name.trim());
    } finally {
      setBusy(false);
    }
  };

  const payByWallet = (event: StripeExpressCheckoutElementConfirmEvent) => {
    setWalletError('');
    setBusy(true);
    complete('')
      .catch((error: unknown) => {
        event.paymentFailed({ reason: 'fail' });
        setWalletError(messageOf(error));
      })
      .finally(() => setBusy(false));
  };

  return (
    <CardDetailsDialog
      {...dialogProps(props, busy)}
      onSubmit={pay}
      now={new Date()}
      gateway="stripe"
      billing={settings.billing}
      stripeState={state}
      formError={walletError || undefined}
      stripeCardFields={
        <Suspense
          fallback={
            <Skeleton label={t`Loading card fields`}>
              <SkeletonText lines={3} />
            </Skeleton>
          }
        >
          <StripeCardElements
            stripe={stripe}
            amount={amount}
            currencyCode={currencyCode}
            onSdk={(next) => {
              sdk.current = next;
            }}
            onState={setState}
            onWalletConfirm={payByWallet}
          />
        </Suspense>
      }
    />
  );
}

function PayPalDifference(props: DifferencePaymentProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const latest = useRef(props);
  latest.current = props;

  const handlers = useMemo<PayPalButtonsOptions>(
    () => ({
      // The order is the server's, for the difference only: the same one however often the buttons are pressed.
      createOrder: async () => {
        setFailure('');
        const answer = await latest.current.settle();
        if (answer.Code !== 1 && answer.ClientSecret) return answer.ClientSecret;
        throw failWith(answer.Code === 1 ? '' : answer.Message);
      },
      onApprove: async () => {
        setBusy(true);
        try {
          await confirmWithServer(latest.current);
        } catch (error) {
          setFailure(messageOf(error));
        } finally {
          setBusy(false);
        }
      },
      onError: (error) => setFailure(messageOf(error)),
    }),
    [],
  );

  return (
    <PayPalDialog
      {...dialogProps(props, busy)}
      errorMessage={failure || undefined}
      renderButtons={() => (
        <Suspense fallback={<Spinner label={t`Processing`} showLabel />}>
          <PayPalSdkButtons
            clientId={props.settings.publicKey}
            options={handlers}
            onLoadError={() => setFailure(DEFAULT_ERROR_MESSAGE)}
          />
        </Suspense>
      )}
    />
  );
}
