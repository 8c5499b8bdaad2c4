import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { DEFAULT_ERROR_MESSAGE, PaymentProcessStatus } from '@cabkit/domain';
import { PayPalDialog } from '@cabkit/ui/dialogs';
import { Spinner } from '@cabkit/ui/Spinner';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { type PaymentApi, paymentApi } from '../api/payment-api';
import { readAttempt, writeAttempt } from './card-checkout';
import { type GatewaySettings, loadGatewaySettings } from '../api/gateway-settings';
import type { Checkout } from '../state/checkout';
import { CheckoutOutcomeDialogs } from './checkout-outcome-dialogs';
import type { PaymentOutcome } from '../state/outcome';
import { payPalCheckout } from '../state/paypal';

/** PayPal's React SDK and buttons: their own chunk, loaded only when the PayPal dialog opens. */
const PayPalSdkButtons = lazy(() => import('./paypal-buttons'));

/**
 * What the PayPal checkout talks to: the server and the tenant's settings (fakes in tests). The PayPal JS SDK
 * itself comes from PayPal's script, which `PayPalScriptProvider` adds (tests answer it with the fake SDK).
 */
export interface PayPalDeps {
  /** The payment calls. */
  api: PaymentApi;
  /** The tenant's gateway settings (PublicKey is the PayPal client id). */
  loadSettings: () => Promise<GatewaySettings>;
}

/** The real dependencies: the server and /api/configuration. */
const defaultPayPalDeps: PayPalDeps = {
  api: paymentApi,
  loadSettings: loadGatewaySettings,
};

/** Props of `PayPalCheckout`. */
export interface PayPalCheckoutProps {
  /** Each new positive value opens the PayPal dialog ("Book now" with payment type PayPal). */
  openKey: number;
  /** The booking's idempotency key, kept across retries. */
  requestId: string;
  /** Builds the booking payload (paymentmethod 'paypal'); undefined when the booking cannot be priced. */
  buildBooking: () => CreateBookingRequest | undefined;
  /** Total price shown in the dialog. */
  amount: number;
  /** Currency. */
  currencyCode: string;
  /** Called once the booking is paid. */
  onPaid: (outcome: Extract<PaymentOutcome, { kind: 'paid' }>) => void;
  /** Called when the payment runs or stops. */
  onBusyChange?: (busy: boolean) => void;
  /** True once the quotation ran out: every dialog of the checkout closes (docs/behaviour/quotation.md#expired-dialog, the expired dialog shows). */
  quoteExpired?: boolean;
  /** The checkout this payment reports to: fail, cancel (closed unpaid) and paid move it on. */
  checkout?: Checkout;
  /** Dependencies (tests pass fakes). */
  deps?: PayPalDeps;
}

/**
 * PayPal payment (docs/behaviour/payment.md#paypal): the "Pay with PayPal" dialog with PayPal's buttons (the SDK loads when the
 * dialog opens). The buttons book the journey (or, on a retry, fetch the same booking's order by job part id),
 * the payer approves at PayPal, the server captures; the payment process dialog shows meanwhile. On failure the
 * dialogs close and the message shows in an error dialog (after 1 s for codes 0 and 2).
 */
export function PayPalCheckout({
  openKey,
  requestId,
  buildBooking,
  amount,
  currencyCode,
  onPaid,
  onBusyChange,
  quoteExpired = false,
  checkout,
  deps = defaultPayPalDeps,
}: PayPalCheckoutProps) {
  useLanguage();
  const [open, setOpen] = useState(false);
  const [clientId, setClientId] = useState<string | null>(null);
  const [status, setStatus] = useState<PaymentProcessStatus | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const callbacks = useRef({ onPaid, onBusyChange, buildBooking, checkout });
  callbacks.current = { onPaid, onBusyChange, buildBooking, checkout };

  // Stable: it only touches state setters and the timer ref.
  const fail = useCallback((message: string, delayMs: number) => {
    callbacks.current.checkout?.send({ type: 'fail', message });
    setOpen(false);
    setStatus(null);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAlert(message), delayMs);
  }, []);

  useEffect(() => {
    if (openKey <= 0) return;
    clearTimeout(timer.current);
    setAlert(null);
    setOpen(true);
  }, [openKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The quotation ran out: the booking is back at step 1 behind the expired dialog, so nothing of the payment
  // stays on screen (a payment already approved still reports its outcome).
  useEffect(() => {
    if (!quoteExpired) return;
    callbacks.current.checkout?.send({ type: 'cancel' });
    clearTimeout(timer.current);
    setOpen(false);
    setStatus(null);
    setAlert(null);
  }, [quoteExpired]);

  // The SDK loads with the tenant's PayPal client id when the dialog first opens.
  useEffect(() => {
    if (!open || clientId !== null) return;
    let live = true;
    depsRef.current
      .loadSettings()
      .then((settings) => live && setClientId(settings.publicKey))
      .catch(() => live && fail(DEFAULT_ERROR_MESSAGE, 0));
    return () => {
      live = false;
    };
  }, [open, clientId, fail]);

  // One set of handlers per opening: the booking as it is now, and the booking a failed attempt stored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt on each opening only (openKey).
  const handlers = useMemo(() => {
    const booking = callbacks.current.buildBooking();
    if (!booking) return null;
    return payPalCheckout({
      booking,
      payment: {},
      previous: readAttempt(requestId),
      api: depsRef.current.api,
      onStatus: (next) => {
        setStatus(next);
        callbacks.current.onBusyChange?.(next === PaymentProcessStatus.Processing);
      },
      onOutcome: (outcome) => {
        callbacks.current.onBusyChange?.(false);
        if (outcome.kind === 'paid') {
          writeAttempt(requestId, undefined);
          callbacks.current.checkout?.send({ type: 'paid', trackingCode: outcome.trackingCode });
          callbacks.current.onPaid(outcome);
          return;
        }
        if (outcome.kind === 'failed') {
          if (outcome.attempt) writeAttempt(requestId, outcome.attempt);
          fail(outcome.message, outcome.delayMs);
          return;
        }
        fail(DEFAULT_ERROR_MESSAGE, 0);
      },
    });
  }, [openKey, requestId]);

  const attempt = readAttempt(requestId);
  return (
    <>
      <PayPalDialog
        open={open && status === null}
        onOpenChange={(next) => {
          if (status === PaymentProcessStatus.Processing) return;
          setOpen(next);
          if (!next) checkout?.send({ type: 'cancel' });
        }}
        amount={amount}
        currencyCode={currencyCode}
        bookingReference={attempt?.bref}
        renderButtons={() =>
          clientId !== null && handlers ? (
            <Suspense fallback={<Spinner label={t`Processing`} showLabel />}>
              <PayPalSdkButtons
                clientId={clientId}
                options={handlers}
                onLoadError={() => fail(DEFAULT_ERROR_MESSAGE, 0)}
              />
            </Suspense>
          ) : (
            <Spinner label={t`Processing`} showLabel />
          )
        }
      />
      <CheckoutOutcomeDialogs status={status} setStatus={setStatus} alert={alert} setAlert={setAlert} />
    </>
  );
}
