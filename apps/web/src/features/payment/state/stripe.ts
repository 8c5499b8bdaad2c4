import { isResponseOk } from '@cabkit/domain/errors';
import { alertMessage } from '@cabkit/domain/errors';
import {
  createPayment,
  DEFAULT_ERROR_MESSAGE,
  PaymentProcessStatus,
  paymentErrorDialogDelayMs,
  type StripeElementsState,
  validateCardPayment,
} from '@cabkit/domain';
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

/** The card element types the card dialog mounts (Stripe's split card fields). */
export type StripeCardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** A Stripe element's change event (the fields the app reads). */
export interface StripeElementChangeEvent {
  /** The element type. */
  elementType: string;
  /** Nothing typed. */
  empty: boolean;
  /** A complete, valid value. */
  complete: boolean;
  /** Stripe's validation error, when the value is invalid. */
  error?: { type: string; code: string; message: string };
}

/** The part of a Stripe.js element the app uses: mount, listen, destroy. */
export interface StripeElementLike {
  /** Mounts the element's iframe into a DOM node. */
  mount(domElement: HTMLElement | string): void;
  /** Listens to an element event (`change`, `blur`, `focus`, `ready`). */
  on(event: 'change' | 'blur' | 'focus' | 'ready', handler: (event: StripeElementChangeEvent) => void): unknown;
  /** Removes the element. */
  destroy(): void;
}

/** The part of a Stripe.js `Elements` group the app uses. */
export interface StripeElementsLike {
  /** Creates one card element. */
  create(type: StripeCardElementType, options?: Record<string, unknown>): StripeElementLike;
}

/** Billing details as Stripe's `confirmCardPayment` takes them. */
export interface StripeBillingDetails {
  name: string;
  address: { line1: string; line2: string; city: string; postal_code: string; country: string };
}

/** The answer of `confirmCardPayment`: a payment intent, or an error. */
export interface StripeConfirmResult {
  paymentIntent?: { id: string; status: string; client_secret?: string | null };
  error?: { type: string; code?: string; decline_code?: string; message?: string };
}

/** The part of the Stripe.js object (`Stripe(key)`) the app uses. */
export interface StripeLike {
  /** A group of elements. */
  elements(options?: Record<string, unknown>): StripeElementsLike;
  /** Confirms a card payment intent with a card element and billing details (handles 3-D Secure). */
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeElementLike; billing_details: StripeBillingDetails } },
  ): Promise<StripeConfirmResult>;
}

/** Loads Stripe.js in its own lazy chunk (never in the booking page's entry). */
export async function loadStripeLazily(publishableKey: string): Promise<StripeLike | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  return stripe as unknown as StripeLike | null;
}

/** Stripe's billing details from the card dialog's billing address. */
function stripeBillingDetails(billing: BillingDetails): StripeBillingDetails {
  return {
    name: billing.Name.trim(),
    address: {
      line1: billing.AddressLine1.trim(),
      line2: billing.AddressLine2.trim(),
      city: billing.City.trim(),
      postal_code: billing.PostalCode.trim(),
      country: billing.CountryCode.trim(),
    },
  };
}

/** Input of `payByStripe`. */
export interface PayByStripeInput {
  /** The booking payload (its requestid is kept on a retry). */
  booking?: CreateBookingRequest;
  /** Billing details of the card dialog. */
  billing: BillingDetails;
  /** The card elements' states (for the spec's messages). */
  elementsState: StripeElementsState;
  /** Stripe.js and the mounted card-number element. */
  stripe: StripeLike;
  /** The mounted card-number element (Stripe reads the split fields through it). */
  card: StripeElementLike;
  /** The booking a previous failed attempt stored. */
  previous?: PaymentAttempt;
  /** The payment calls. */
  api: PaymentApi;
  /** Called with each payment process status. */
  onStatus?: (status: PaymentProcessStatus) => void;
  /** The current time. */
  now?: Date;
}

/**
 * Pays a booking through Stripe: validates the billing fields and card elements, books (`/api/paymentbooking`
 * without a nonce) or, on a retry, re-fetches the same booking's intent by job part id, confirms the card
 * payment with the client secret and billing details (`stripe.confirmCardPayment`), then lets the server
 * re-read the intent (`/api/updatebooking`) before the booking counts as paid.
 */
export async function payByStripe(input: PayByStripeInput): Promise<PaymentOutcome> {
  const { billing, api, onStatus, previous } = input;
  const checked = validateCardPayment(createPayment(billing), 'stripe', input.now ?? new Date(), input.elementsState);
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
        ? await api.paymentIntent({ jobpartid: previous.jobPartId, code: previous.trackingCode })
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
    let result: StripeConfirmResult;
    try {
      result = await input.stripe.confirmCardPayment(intent.ClientSecret, {
        payment_method: { card: input.card, billing_details: stripeBillingDetails(billing) },
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
    try {
      const updated = await api.updateBooking({
        transactionid: result.paymentIntent.id,
        jobpartid: attempt.jobPartId,
        transactionstatus: result.paymentIntent.status,
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
}
