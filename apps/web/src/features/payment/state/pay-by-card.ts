import { isResponseOk } from '@cabkit/domain/errors';
import { type CardBilling, createPayment, PaymentProcessStatus, validateCardPayment } from '@cabkit/domain';
import type { CardDetailsValues } from '@cabkit/ui/dialogs';
import type { CreateBookingRequest } from '../../../api/create-booking';
import type { PaymentApi, PaymentBookingResponse, PaymentDetails } from '../api/payment-api';
import {
  isPaid,
  type PaymentAttempt,
  type PaymentOutcome,
  paidOutcome,
  responseFailure,
  thrownFailure,
  tokenFailure,
} from './outcome';

/** Billing details of the card dialog (everything but the raw card fields). */
export type BillingDetails = Pick<
  CardDetailsValues,
  'Name' | 'City' | 'PostalCode' | 'AddressLine1' | 'AddressLine2' | 'Country' | 'CountryCode'
>;

/** Input of `payByCard`. */
export interface PayByCardInput {
  /** The booking payload; its `requestid` is the idempotency key and stays the same on a retry. */
  booking?: CreateBookingRequest;
  /** The card dialog's values (card number, expiry, CVC, billing). */
  card: CardDetailsValues;
  /** The booking a previous failed attempt stored: the retry pays it by its job part id. */
  previous?: PaymentAttempt;
  /** Use the embedded sandbox gateway (tenant PaymentGateway 'sandbox'). */
  sandbox: boolean;
  /** The billing fields the gateway asks for (default the postcode only). */
  billing?: CardBilling;
  /** The payment calls (the server's, or a fake in tests). */
  api: PaymentApi;
  /** Called with each payment process status (0 processing, then 1-4). */
  onStatus?: (status: PaymentProcessStatus) => void;
  /** The current time, for the expiry check. */
  now?: Date;
}

/** The billing part of the payment body (docs/behaviour/payment.md#card-dialog Payment), with the nonce. */
export function paymentDetails(billing: BillingDetails, nonce: string, retry: boolean): PaymentDetails {
  return {
    name: billing.Name.trim(),
    city: billing.City.trim(),
    postalcode: billing.PostalCode.trim(),
    addressline1: billing.AddressLine1.trim(),
    addressline2: billing.AddressLine2.trim(),
    country: billing.Country.trim(),
    countrycode: billing.CountryCode.trim(),
    nonce,
    customerid: 0,
    retry,
  };
}

/** Field messages of a failed validation, by field. */
export function errorsByField(errors: ReadonlyArray<{ field: string; message: string }>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) byField[error.field] ??= error.message;
  return byField;
}

/**
 * Pays a booking by card through a gateway that takes raw card details (the sandbox): validates the card
 * dialog with the domain (name, card number, expiry, CVC and the billing fields the gateway asks for),
 * tokenises the card (a saved card is paid with by its id instead, and a new one saved when `SaveCard` says so),
 * then books and charges once (`/api/paymentbooking` with the nonce and the booking's
 * request id). A retry after a failure pays the SAME booking: it re-fetches the payment intent by job part id
 * and confirms it with the new card; it never books again. Statuses go 0 processing, then 1 success, 2 payment
 * error, 3 booking error or 4 both.
 */
export async function payByCard(input: PayByCardInput): Promise<PaymentOutcome> {
  const { card, previous, api, onStatus } = input;
  // A saved card: the gateway holds it, nothing typed to check or tokenise.
  const savedCardId = Number(card.SavedCardId) || 0;
  const checked = savedCardId
    ? { ok: true as const, errors: [] }
    : validateCardPayment(createPayment(card), 'other', input.now ?? new Date(), undefined, input.billing);
  if (!checked.ok) return { kind: 'invalid', errors: errorsByField(checked.errors) };
  onStatus?.(PaymentProcessStatus.Processing);
  const outcome = await charge(input);
  onStatus?.(outcome.kind === 'failed' ? outcome.status : PaymentProcessStatus.Success);
  return outcome;

  async function tokenize(attempt: PaymentAttempt | undefined): Promise<string | PaymentOutcome> {
    try {
      const token = await api.tokenizeCard({
        number: card.CardNumber.replace(/\D/g, ''),
        cvv: card.CVC.trim(),
        cardholdername: card.Name.trim(),
        expirymonth: Number(card.ExpiryMonth),
        expiryyear: Number(card.ExpiryYear),
        postalcode: card.PostalCode.trim(),
      });
      return token.Nonce;
    } catch (error) {
      return tokenFailure(error, attempt);
    }
  }

  async function charge({ booking, sandbox }: PayByCardInput): Promise<PaymentOutcome> {
    if (previous) return retry(previous);
    if (!booking) return thrownFailure(new Error('no booking to pay'), undefined, true);
    const nonce = savedCardId ? '' : await tokenize(undefined);
    if (typeof nonce !== 'string') return nonce;
    let response: PaymentBookingResponse;
    try {
      response = await api.paymentBooking({ booking, payment: paymentDetails(card, nonce, false), sandbox });
    } catch (error) {
      return thrownFailure(error, undefined, true);
    }
    if (isPaid(response)) return paidOutcome(response);
    if (isResponseOk(response.Code) && response.ClientSecret) return confirm(response.ClientSecret, response);
    return responseFailure(response);
  }

  async function retry(attempt: PaymentAttempt): Promise<PaymentOutcome> {
    let intent: PaymentBookingResponse;
    try {
      intent = await api.paymentIntent({ jobpartid: attempt.jobPartId, code: attempt.trackingCode });
    } catch (error) {
      return thrownFailure(error, attempt, false);
    }
    if (isPaid(intent)) return paidOutcome(intent);
    if (!isResponseOk(intent.Code) || !intent.ClientSecret) return responseFailure(intent, attempt);
    return confirm(intent.ClientSecret, intent);
  }

  async function confirm(clientSecret: string, booked: PaymentBookingResponse): Promise<PaymentOutcome> {
    const attempt: PaymentAttempt = {
      jobPartId: booked.JobPartId,
      trackingCode: booked.TrackingCode,
      bref: booked.Bref,
    };
    // A nonce is single use: the confirm step needs a fresh one (a saved card needs none).
    const nonce = savedCardId ? '' : await tokenize(attempt);
    if (typeof nonce !== 'string') return nonce;
    let confirmed: PaymentBookingResponse;
    try {
      confirmed = await api.confirmPayment(
        savedCardId
          ? { clientsecret: clientSecret, savedcardid: savedCardId }
          : { clientsecret: clientSecret, nonce, savecard: card.SaveCard },
      );
    } catch (error) {
      return thrownFailure(error, attempt, false);
    }
    if (isPaid(confirmed)) return paidOutcome(confirmed);
    return responseFailure(confirmed, attempt);
  }
}
