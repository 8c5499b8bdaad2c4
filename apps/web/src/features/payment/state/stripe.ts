import { isResponseOk } from '@cabkit/domain/errors';
import { alertMessage } from '@cabkit/domain/errors';
import {
  type CardBilling,
  createPayment,
  DEFAULT_ERROR_MESSAGE,
  PaymentProcessStatus,
  paymentErrorDialogDelayMs,
  type StripeElementsState,
  validateCardPayment,
} from '@cabkit/domain';
import type { PaymentIntentResult, Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import type { CreateBookingRequest } from '../../../api/create-booking';
import type { PaymentApi, PaymentBookingResponse } from '../api/payment-api';
import {
  cardFailure,
  isPaid,
  type PaymentAttempt,
  type PaymentOutcome,
  paidOutcome,
  responseFailure,
  thrownFailure,
} from './outcome';
import { type BillingDetails, errorsByField, paymentDetails } from './pay-by-card';

/** Loads Stripe.js in its own lazy chunk (never in a page's first load): `loadStripe` from `@stripe/stripe-js`. */
export async function loadStripeLazily(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
}

/**
 * The `Elements` options of the card dialog: the booking's intent is fetched from the server only once "Pay now"
 * is pressed, so Elements starts without a client secret, in payment mode for the dialog's
 * total in minor units; cards only, so nothing redirects away from the booking.
 */
export function stripeElementsOptions(amount: number, currencyCode: string) {
  return {
    mode: 'payment',
    amount: Math.max(1, Math.round(amount * 100)),
    currency: currencyCode.toLowerCase(),
    paymentMethodTypes: ['card'],
  } as const;
}

const allComplete: StripeElementsState = {
  cardNumber: { empty: false, complete: true },
  cardExpiry: { empty: false, complete: true },
  cardCvc: { empty: false, complete: true },
};

/**
 * The card elements' states the dialog can check from the Payment Element's change event. The event tells only
 * empty or complete: a half-typed card is not judged here (elements.submit() names the wrong sub-field).
 */
export function paymentElementState(event: { empty: boolean }): StripeElementsState {
  if (!event.empty) return allComplete;
  const empty = { empty: true, complete: false };
  return { cardNumber: empty, cardExpiry: empty, cardCvc: empty };
}

/**
 * The card elements' states from `elements.submit()`'s validation error: Stripe names the first wrong sub-field
 * by its code (`incomplete_number`, `invalid_expiry_year_past`, `incomplete_cvc`, ...). Undefined when the code
 * names no card field.
 */
function submitErrorState(error: Pick<StripeError, 'code'>): StripeElementsState | undefined {
  const code = error.code ?? '';
  const wrong = { empty: false, complete: false };
  if (code.includes('number')) return { ...allComplete, cardNumber: wrong };
  if (code.includes('expiry')) return { ...allComplete, cardExpiry: wrong };
  if (code.includes('cvc')) return { ...allComplete, cardCvc: wrong };
  return undefined;
}

/**
 * Stripe's billing details from the card dialog's (or the wallet's) billing address; with `none` the Payment
 * Element collects the address itself, so only the name goes with it.
 */
function stripeBillingDetails(billing: BillingDetails, need: CardBilling) {
  if (need === 'none') return { name: billing.Name.trim() };
  return {
    name: billing.Name.trim(),
    address: {
      line1: billing.AddressLine1.trim(),
      line2: billing.AddressLine2.trim(),
      city: billing.City.trim(),
      state: '',
      postal_code: billing.PostalCode.trim(),
      country: billing.CountryCode.trim(),
    },
  };
}

/** Input of `payByStripe`. */
export interface PayByStripeInput {
  /** The booking payload (its requestid is kept on a retry). */
  booking?: CreateBookingRequest;
  /** Billing details: the card dialog's, or the wallet's for an Express Checkout payment. */
  billing: BillingDetails;
  /** The billing fields the server says Stripe needs from the dialog (default none: the Payment Element asks). */
  billingNeed?: CardBilling;
  /** The Payment Element's state as its change events told it (empty or not). */
  elementsState: StripeElementsState;
  /** Stripe.js, from the `Elements` provider. */
  stripe: Stripe;
  /** The `Elements` group holding the Payment Element (or the Express Checkout Element). */
  elements: StripeElements;
  /** Paid from the Express Checkout Element's `confirm` event: the wallet has the card, nothing to submit. */
  wallet?: boolean;
  /** The booking a previous failed attempt stored. */
  previous?: PaymentAttempt;
  /** "Save this card for next time" ticked (a signed-in customer): Stripe keeps the card this payment confirms. */
  saveCard?: boolean;
  /** The payment calls. */
  api: PaymentApi;
  /** Called with each payment process status. */
  onStatus?: (status: PaymentProcessStatus) => void;
  /** The current time. */
  now?: Date;
}

/**
 * Pays a booking through Stripe Elements: checks the billing fields and the Payment Element
 * (`elements.submit()`, its error code mapped to the spec's card messages), books (`/api/paymentbooking` without a
 * nonce) or, on a retry, re-fetches the same booking's intent by job part id, confirms it with
 * `stripe.confirmPayment({ elements, clientSecret })` and the billing details, then lets the server re-read the
 * intent (`/api/updatebooking`) before the booking counts as paid.
 */
export async function payByStripe(input: PayByStripeInput): Promise<PaymentOutcome> {
  const { billing, api, onStatus, previous, stripe, elements } = input;
  const now = input.now ?? new Date();
  let state = input.wallet ? allComplete : input.elementsState;
  const need = input.billingNeed ?? 'none';
  const precheck = validateCardPayment(createPayment(billing), 'stripe', now, state, need);
  if (!precheck.ok) return { kind: 'invalid', errors: errorsByField(precheck.errors) };
  // A card to keep: the element must say so too, as the intent the server readies will (setup_future_usage).
  if (input.saveCard) elements.update({ setupFutureUsage: 'off_session' });
  // Stripe checks the Payment Element (or collects the wallet's data) before any intent exists.
  const submitted = await elements.submit();
  if (submitted.error) {
    const named = input.wallet ? undefined : submitErrorState(submitted.error);
    if (!named) return cardFailure(previous);
    state = named;
  }
  const checked = validateCardPayment(createPayment(billing), 'stripe', now, state, need);
  if (!checked.ok) return { kind: 'invalid', errors: errorsByField(checked.errors) };
  onStatus?.(PaymentProcessStatus.Processing);
  const outcome = await run();
  onStatus?.(outcome.kind === 'failed' ? outcome.status : PaymentProcessStatus.Success);
  return outcome;

  async function run(): Promise<PaymentOutcome> {
    let intent: PaymentBookingResponse;
    if (!previous && !input.booking) return thrownFailure(new Error('no booking to pay'), undefined, true);
    try {
      intent = previous
        ? await api.paymentIntent({
            jobpartid: previous.jobPartId,
            code: previous.trackingCode,
            ...(input.saveCard ? { savecard: true } : {}),
          })
        : await api.paymentBooking({
            booking: input.booking!,
            payment: paymentDetails(billing, '', false),
            sandbox: false,
          });
    } catch (error) {
      return thrownFailure(error, previous, !previous);
    }
    if (isPaid(intent)) return paidOutcome(intent);
    if (!isResponseOk(intent.Code) || !intent.ClientSecret) return responseFailure(intent, previous);
    const attempt: PaymentAttempt = {
      jobPartId: intent.JobPartId,
      trackingCode: intent.TrackingCode,
      bref: intent.Bref,
    };
    let result: PaymentIntentResult;
    try {
      result = await stripe.confirmPayment({
        elements,
        clientSecret: intent.ClientSecret,
        // The wallet gave its own billing details; the Payment Element collects none (the dialog does).
        confirmParams: input.wallet
          ? { return_url: window.location.href }
          : {
              return_url: window.location.href,
              payment_method_data: { billing_details: stripeBillingDetails(billing, need) },
            },
        // Cards confirm in place (3-D Secure in Stripe's own frame): the booking page stays.
        redirect: 'if_required',
      });
    } catch {
      return {
        kind: 'failed',
        status: PaymentProcessStatus.PaymentError,
        message: DEFAULT_ERROR_MESSAGE,
        delayMs: 0,
        attempt,
      };
    }
    if (result.error || !result.paymentIntent) return cardFailure(attempt);
    return readBack(api, intent, attempt, result.paymentIntent);
  }
}

/**
 * Has the server read an intent Stripe.js confirmed back from Stripe (it never takes the page's word for a
 * payment): paid, or the server's reason with the attempt to pay again.
 */
async function readBack(
  api: PaymentApi,
  intent: PaymentBookingResponse,
  attempt: PaymentAttempt,
  confirmed: { id: string; status: string },
): Promise<PaymentOutcome> {
  try {
    const updated = await api.updateBooking({
      transactionid: confirmed.id,
      jobpartid: attempt.jobPartId,
      transactionstatus: confirmed.status,
      code: attempt.trackingCode,
    });
    if (isResponseOk(updated.Code) && updated.IsPaid) return paidOutcome(intent, updated.PaymentResult.AuthCode);
    return {
      kind: 'failed',
      status: PaymentProcessStatus.PaymentError,
      message: alertMessage(updated.Message),
      delayMs: paymentErrorDialogDelayMs(updated.Code),
      attempt,
    };
  } catch (error) {
    return thrownFailure(error, attempt, false);
  }
}

/** Input of `payWithSavedStripeCard`. */
export interface PayWithSavedStripeCardInput {
  /** One of the signed-in customer's saved cards (GET /api/savedcards). */
  savedCardId: number;
  /** The booking stored unpaid as the dialog opened (every attempt pays it). */
  previous: PaymentAttempt;
  /** Stripe.js, for a bank that asks the passenger to confirm (3-D Secure); null when it did not load. */
  stripe: () => Promise<Stripe | null>;
  /** The payment calls. */
  api: PaymentApi;
  /** Called with each payment process status. */
  onStatus?: (status: PaymentProcessStatus) => void;
}

/**
 * Pays the stored booking with a saved Stripe card: the server confirms the booking's intent with the card on the
 * passenger's Stripe Customer (`/api/confirmpayment` with `savedcardid`); a bank that asks the passenger to confirm
 * gets Stripe's own 3-D Secure frame (`handleNextAction`), then the server reads the intent back.
 */
export async function payWithSavedStripeCard(input: PayWithSavedStripeCardInput): Promise<PaymentOutcome> {
  const { api, previous, onStatus } = input;
  onStatus?.(PaymentProcessStatus.Processing);
  const outcome = await run();
  onStatus?.(outcome.kind === 'failed' ? outcome.status : PaymentProcessStatus.Success);
  return outcome;

  async function run(): Promise<PaymentOutcome> {
    try {
      const intent = await api.paymentIntent({ jobpartid: previous.jobPartId, code: previous.trackingCode });
      if (isPaid(intent)) return paidOutcome(intent);
      if (!isResponseOk(intent.Code) || !intent.ClientSecret) return responseFailure(intent, previous);
      const confirmed = await api.confirmPayment({ clientsecret: intent.ClientSecret, savedcardid: input.savedCardId });
      if (isPaid(confirmed)) return paidOutcome(confirmed);
      if (confirmed.PaymentResult.Code !== 2 || !confirmed.ClientSecret) return responseFailure(confirmed, previous);
      const stripe = await input.stripe();
      if (!stripe) return cardFailure(previous);
      const action = await stripe.handleNextAction({ clientSecret: confirmed.ClientSecret });
      if (action.error || !action.paymentIntent) return cardFailure(previous);
      return readBack(api, confirmed, previous, action.paymentIntent);
    } catch (error) {
      return thrownFailure(error, previous, false);
    }
  }
}
