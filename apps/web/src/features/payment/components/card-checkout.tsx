import { useLanguage } from '../../../i18n/language';
import { countryName } from '../../../i18n/formats';
import { t } from '@lingui/core/macro';
import { DEFAULT_ERROR_MESSAGE, PaymentProcessStatus, type StripeElementsState } from '@cabkit/domain';
import { CardDetailsDialog, type CardDetailsValues, type SavedCardOption } from '@cabkit/ui/dialogs';
import { useSnapshot } from 'valtio';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import type { Stripe, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CreateBookingRequest } from '../../../api/create-booking';
import { isBooker, isSignedIn, sessionState } from '../../../state/session';
import { type PaymentApi, paymentApi } from '../api/payment-api';
import { type GatewaySettings, loadGatewaySettings } from '../api/gateway-settings';
import type { Checkout } from '../state/checkout';
import { CheckoutOutcomeDialogs } from './checkout-outcome-dialogs';
import { type PaymentAttempt, type PaymentOutcome, thrownFailure } from '../state/outcome';
import { type BillingDetails, payByCard } from '../state/pay-by-card';
import { loadStripeLazily, paymentElementState, payByStripe, payWithSavedStripeCard } from '../state/stripe';
import type { StripeSdk } from './stripe-elements';

/** The Stripe Elements (React SDK): their own chunk, loaded only when a Stripe tenant's card dialog opens. */
const StripeCardElements = lazy(() => import('./stripe-elements'));

/** What the checkout talks to: the server, the tenant's settings, Stripe.js and the clock (fakes in tests). */
export interface CheckoutDeps {
  /** The payment calls. */
  api: PaymentApi;
  /** The tenant's gateway settings. */
  loadSettings: () => Promise<GatewaySettings>;
  /** Loads Stripe.js with a publishable key (`loadStripe`; tests pass the fake `Stripe`). */
  loadStripe: (publishableKey: string) => Promise<Stripe | null>;
  /** The current time. */
  now: () => Date;
}

/** The real dependencies: the server, /api/configuration, Stripe.js from its lazy chunk. */
const defaultCheckoutDeps: CheckoutDeps = {
  api: paymentApi,
  loadSettings: loadGatewaySettings,
  loadStripe: loadStripeLazily,
  now: () => new Date(),
};

const attemptKey = 'cabkit.payment-attempt';

/** The booking a failed payment of this request stored (session storage, so a reload still pays it). */
export function readAttempt(requestId: string): PaymentAttempt | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(attemptKey) ?? 'null') as {
      requestId?: string;
      attempt?: PaymentAttempt;
    } | null;
    return saved?.requestId === requestId && saved.attempt && saved.attempt.jobPartId > 0 ? saved.attempt : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers (or, with undefined, forgets) the booking a failed payment stored. */
export function writeAttempt(requestId: string, attempt: PaymentAttempt | undefined): void {
  try {
    if (attempt) sessionStorage.setItem(attemptKey, JSON.stringify({ requestId, attempt }));
    else sessionStorage.removeItem(attemptKey);
  } catch {
    // Storage full or blocked: the retry falls back on the request id (the server books once per request id).
  }
}

/** Props of `CardCheckout`. */
export interface CardCheckoutProps {
  /** Each new positive value opens the card dialog ("Book now" with payment type card). */
  openKey: number;
  /** The booking's idempotency key, kept across retries. */
  requestId: string;
  /** Builds the booking payload, stored unpaid when the dialog opens; undefined when it cannot be priced (not needed with `existing`). */
  buildBooking?: () => CreateBookingRequest | undefined;
  /** Pay later: the stored, unpaid booking to pay; its intent is re-fetched by job part id, never a new booking. */
  existing?: PaymentAttempt;
  /** Total price shown in the dialog. */
  amount: number;
  /** Currency. */
  currencyCode: string;
  /** Called once the booking is paid (result code 1 or 3). */
  onPaid: (outcome: Extract<PaymentOutcome, { kind: 'paid' }>) => void;
  /** Called when the payment runs or stops (the page's button shows busy meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** Seconds left on the quotation at a given time: the dialog's time-remaining countdown, ticked every second. */
  secondsLeft?: (now: Date) => number;
  /** Gives the quotation more time (a requote): "Extend time" on the countdown in its last two minutes. */
  onExtendTime?: () => Promise<void>;
  /** True once the quotation ran out: every dialog of the checkout closes (docs/behaviour/quotation.md#expired-dialog, the expired dialog shows). */
  quoteExpired?: boolean;
  /** The checkout this payment reports to: fail, cancel (closed unpaid) and paid move it on. */
  checkout?: Checkout;
  /** Dependencies (tests pass fakes). */
  deps?: CheckoutDeps;
}

/**
 * Card payment (docs/behaviour/payment.md#card-dialog): the "Card Details" dialog (Stripe card elements when the tenant's gateway is
 * Stripe), the payment process dialog (0 processing, 1 success), and on failure: dialogs closed, CVC cleared,
 * the message in an error dialog after 1 s for codes 0 or 2. A new booking is stored unpaid as the dialog opens,
 * so the dialog shows its reference; every attempt, the first included, pays that same booking.
 */
export function CardCheckout({
  openKey,
  requestId,
  buildBooking,
  existing,
  amount,
  currencyCode,
  onPaid,
  onBusyChange,
  secondsLeft,
  onExtendTime,
  quoteExpired = false,
  checkout,
  deps = defaultCheckoutDeps,
}: CardCheckoutProps) {
  useLanguage();
  const [open, setOpen] = useState(false);
  // The unpaid booking this checkout stored, for when session storage is blocked.
  const [booked, setBooked] = useState<{ requestId: string; attempt: PaymentAttempt }>();
  const bookedFor = (id: string) => (booked?.requestId === id ? booked.attempt : undefined);
  const storing = useRef<{ requestId: string; booked: Promise<PaymentAttempt> } | undefined>(undefined);
  const [secondsShown, setSecondsShown] = useState<number>();
  const [status, setStatus] = useState<PaymentProcessStatus | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [remembered, setRemembered] = useState<Partial<CardDetailsValues>>({});
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  const [settings, setSettings] = useState<GatewaySettings | null>(null);
  // The signed-in customer's saved cards (null until asked; none for guests, bookers or a gateway without them).
  const [savedCards, setSavedCards] = useState<SavedCardOption[] | null>(null);
  const session = useSnapshot(sessionState);
  const mayKeepCards = Boolean(settings?.savesCards) && isSignedIn(session) && !isBooker(session);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [stripeState, setStripeState] = useState<StripeElementsState>();
  const sdk = useRef<StripeSdk | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const secondsLeftRef = useRef(secondsLeft);
  const checkoutRef = useRef(checkout);
  checkoutRef.current = checkout;
  secondsLeftRef.current = secondsLeft;

  // A new booking is stored unpaid before the dialog shows, so the dialog names the booking it pays from the first
  // attempt and Pay now pays it as a retry does. Closed unpaid, it is reused on reopening (same request id); the
  // server expires it unpaid and never dispatches it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new openKey opens the dialog; the rest is read as it is then.
  useEffect(() => {
    if (openKey <= 0) return;
    clearTimeout(timer.current);
    setAlert(null);
    setErrors(undefined);
    if (existing ?? readAttempt(requestId) ?? bookedFor(requestId) ?? !buildBooking) {
      setOpen(true);
      return;
    }
    const booking = buildBooking();
    if (!booking) {
      failRef.current(DEFAULT_ERROR_MESSAGE, 0);
      return;
    }
    let live = true;
    onBusyChange?.(true);
    // One call per request id even when the effect runs twice (React's strict mode).
    if (storing.current?.requestId !== requestId) {
      storing.current = { requestId, booked: depsRef.current.api.bookUnpaid(booking) };
    }
    const call = storing.current;
    call.booked
      .then((attempt) => {
        writeAttempt(requestId, attempt);
        setBooked({ requestId, attempt });
        if (live) setOpen(true);
      })
      .catch((error: unknown) => {
        if (storing.current === call) storing.current = undefined;
        if (!live) return;
        const failure = thrownFailure(error, undefined, false);
        if (failure.kind === 'failed') failRef.current(failure.message, failure.delayMs);
      })
      .finally(() => onBusyChange?.(false));
    return () => {
      live = false;
    };
  }, [openKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The quotation ran out: the booking is back at step 1 behind the expired dialog, so nothing of the payment
  // stays on screen (a payment already sent still reports its outcome).
  useEffect(() => {
    if (!quoteExpired) return;
    checkoutRef.current?.send({ type: 'cancel' });
    clearTimeout(timer.current);
    setOpen(false);
    setStatus(null);
    setAlert(null);
    setErrors(undefined);
  }, [quoteExpired]);

  // The countdown ticks from the checkout's clock while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const tick = () => setSecondsShown(secondsLeftRef.current?.(depsRef.current.now()));
    tick();
    const ticker = setInterval(tick, 1000);
    return () => clearInterval(ticker);
  }, [open]);

  useEffect(() => {
    if (!open || settings) return;
    let live = true;
    depsRef.current
      .loadSettings()
      .then((loaded) => live && setSettings(loaded))
      .catch(() => {
        if (!live) return;
        setOpen(false);
        setAlert(DEFAULT_ERROR_MESSAGE);
        checkoutRef.current?.send({ type: 'fail', message: DEFAULT_ERROR_MESSAGE });
      });
    return () => {
      live = false;
    };
  }, [open, settings]);

  // Saved cards are asked for once the gateway is known to keep them; a failed look-up offers a new card only.
  useEffect(() => {
    if (!open || !mayKeepCards || savedCards) return;
    let live = true;
    depsRef.current.api
      .savedCards()
      .then((cards) => live && setSavedCards(cards))
      .catch(() => live && setSavedCards([]));
    return () => {
      live = false;
    };
  }, [open, mayKeepCards, savedCards]);

  // Stripe.js loads once per checkout, when a Stripe tenant's dialog first opens; Elements takes the promise.
  useEffect(() => {
    if (settings?.gateway !== 'stripe' || stripe) return;
    setStripe(depsRef.current.loadStripe(settings.stripePublicKey).catch(() => null));
  }, [settings, stripe]);

  // Stripe.js did not load (blocked, offline): the card cannot be taken, the dialog gives way to the error.
  useEffect(() => {
    if (!stripe) return;
    let live = true;
    void stripe.then((loaded) => {
      if (live && !loaded) failRef.current(DEFAULT_ERROR_MESSAGE, 0);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  const fail = (message: string, delayMs: number) => {
    checkout?.send({ type: 'fail', message });
    setOpen(false);
    setStatus(null);
    setErrors(undefined);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAlert(message), delayMs);
  };
  const failRef = useRef(fail);
  failRef.current = fail;

  /** What every payment ends with: field errors, paid (only the success dialog stays), or the failure path. */
  const settle = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      return;
    }
    if (outcome.kind === 'paid') {
      writeAttempt(requestId, undefined);
      // Only the success dialog stays: a page that stays (pay later) shows no card form behind it.
      setOpen(false);
      checkout?.send({ type: 'paid', trackingCode: outcome.trackingCode });
      onPaid(outcome);
      return;
    }
    if (outcome.attempt) writeAttempt(requestId, outcome.attempt);
    fail(outcome.message, outcome.delayMs);
  };

  const pay = async (values: CardDetailsValues) => {
    // Focus goes to the payment process dialog: a still-focused pending "Pay now" would make react-aria
    // announce it through a live region that outlives the button (axe role-img-alt on the next page).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setRemembered({ ...values, CVC: '' });
    setErrors(undefined);
    const { api, now } = depsRef.current;
    // The booking stored as the dialog opened: every attempt pays it, never a second one.
    const previous = existing ?? readAttempt(requestId) ?? bookedFor(requestId);
    if (!previous || !settings) {
      fail(DEFAULT_ERROR_MESSAGE, 0);
      return;
    }
    onBusyChange?.(true);
    try {
      const savedCardId = Number(values.SavedCardId) || 0;
      if (settings.gateway === 'stripe' && savedCardId > 0) {
        settle(
          await payWithSavedStripeCard({
            savedCardId,
            previous,
            stripe: () => stripe ?? Promise.resolve(null),
            api,
            onStatus: setStatus,
          }),
        );
        return;
      }
      if (settings.gateway === 'stripe') {
        if (!sdk.current || !stripeState) {
          fail(DEFAULT_ERROR_MESSAGE, 0);
          return;
        }
        settle(
          await payByStripe({
            billing: values,
            billingNeed: settings.billing,
            elementsState: stripeState,
            ...sdk.current,
            previous,
            saveCard: mayKeepCards && values.SaveCard,
            api,
            onStatus: setStatus,
            now: now(),
          }),
        );
        return;
      }
      settle(
        await payByCard({
          card: values,
          previous,
          sandbox: settings.sandbox,
          billing: settings.billing,
          api,
          onStatus: setStatus,
          now: now(),
        }),
      );
    } finally {
      onBusyChange?.(false);
    }
  };

  /** Apple Pay or Google Pay approved in the Express Checkout Element: pays with the wallet's billing details. */
  const payWithWallet = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    const { api, now } = depsRef.current;
    const previous = existing ?? readAttempt(requestId) ?? bookedFor(requestId);
    if (!previous || !sdk.current) {
      event.paymentFailed({ reason: 'fail' });
      fail(DEFAULT_ERROR_MESSAGE, 0);
      return;
    }
    onBusyChange?.(true);
    try {
      const outcome = await payByStripe({
        billing: walletBilling(event),
        elementsState: stripeState ?? paymentElementState({ empty: false }),
        ...sdk.current,
        wallet: true,
        previous,
        api,
        onStatus: setStatus,
        now: now(),
      });
      if (outcome.kind === 'invalid') {
        // The wallet's address lacks what the server needs: its sheet says so and stays open for another.
        event.paymentFailed({ reason: 'invalid_billing_address' });
        return;
      }
      if (outcome.kind === 'failed') event.paymentFailed({ reason: 'fail' });
      settle(outcome);
    } finally {
      onBusyChange?.(false);
    }
  };

  const attempt = existing ?? readAttempt(requestId) ?? bookedFor(requestId);
  const gateway = settings?.gateway ?? 'other';
  const loadingCardFields = (
    <Skeleton label={t`Loading card fields`}>
      <SkeletonText lines={3} />
    </Skeleton>
  );
  return (
    <>
      <CardDetailsDialog
        open={open}
        onOpenChange={(next) => {
          if (status === PaymentProcessStatus.Processing) return;
          setOpen(next);
          if (!next) checkout?.send({ type: 'cancel' });
        }}
        onSubmit={pay}
        now={deps.now()}
        amount={amount}
        currencyCode={currencyCode}
        bookingReference={attempt?.bref}
        secondsLeft={secondsShown}
        onExtendTime={
          onExtendTime &&
          (async () => {
            await onExtendTime();
            setSecondsShown(secondsLeftRef.current?.(depsRef.current.now()));
          })
        }
        gateway={gateway}
        billing={settings?.billing ?? 'postcode'}
        savedCards={mayKeepCards ? (savedCards ?? undefined) : undefined}
        offerSaveCard={mayKeepCards}
        stripeCardFields={
          gateway === 'stripe' ? (
            <Suspense fallback={loadingCardFields}>
              {stripe ? (
                <StripeCardElements
                  stripe={stripe}
                  amount={amount}
                  currencyCode={currencyCode}
                  onSdk={(loaded) => {
                    sdk.current = loaded;
                  }}
                  onState={setStripeState}
                  onWalletConfirm={(event) => void payWithWallet(event)}
                />
              ) : (
                loadingCardFields
              )}
            </Suspense>
          ) : undefined
        }
        stripeState={stripeState}
        isBusy={status === PaymentProcessStatus.Processing}
        defaultValues={remembered}
        errors={errors}
      />
      <CheckoutOutcomeDialogs status={status} setStatus={setStatus} alert={alert} setAlert={setAlert} />
    </>
  );
}

/**
 * The wallet's billing address as the card dialog's billing fields (the country named from its code, in the
 * page's language; the server checks the billing details anyway).
 */
function walletBilling(event: StripeExpressCheckoutElementConfirmEvent): BillingDetails {
  const details = event.billingDetails;
  const countryCode = details?.address?.country ?? '';
  const country = countryName(countryCode);
  return {
    Name: details?.name ?? '',
    AddressLine1: details?.address?.line1 ?? '',
    AddressLine2: details?.address?.line2 ?? '',
    City: details?.address?.city ?? '',
    PostalCode: details?.address?.postal_code ?? '',
    Country: country,
    CountryCode: countryCode,
  };
}
