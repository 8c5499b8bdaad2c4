import * as v from 'valibot';
import { flag, integer, Outcome, text } from '../common';
import { CreateBookingRequest } from './booking-request';

const optional = v.optional;
/** A positive whole-number id (booking ids of the payment calls). */
export const positiveId = v.pipe(integer, v.minValue(1, 'must be a positive id'));

/** A postal code as the card form takes it (docs/behaviour/common.md#postcode): letters, digits, underscore, hyphen, space; at most 9. */
export const postalCode = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(9, 'must be at most 9 characters'),
  v.regex(/^[A-Za-z0-9_\- ]*$/, 'is invalid'),
);

/**
 * Billing details and the card token of an electronic payment (docs/behaviour/payment.md#card-dialog Payment; amounts come from the server).
 * A card payment names the cardholder (checked on the whole body, which knows the payment method); which billing
 * address fields it needs is its gateway's to say, so the server checks those. PayPal collects the payer's details
 * itself, so a PayPal payment may leave them all empty.
 */
export const PaymentInput = v.object({
  name: optional(text(), ''),
  city: optional(text(), ''),
  postalcode: optional(postalCode, ''),
  addressline1: optional(text(), ''),
  addressline2: optional(text(), ''),
  country: optional(text(), ''),
  countrycode: optional(text(3), ''),
  /** The single-use token from POST /api/tokenizecard (sandbox) or a Stripe payment method id; empty to pay later with the client secret. */
  nonce: optional(text(128), ''),
  customerid: optional(integer, 0),
  retry: optional(flag, false),
});

/** True for a payment made through PayPal (no card, no billing address of ours). */
export function isPayPalPayment(input: { booking: { paymentmethod: string } }): boolean {
  return input.booking.paymentmethod === 'paypal';
}

/** A card payment's cardholder name is filled in (PayPal payments need none). */
function billingGiven(input: { booking: { paymentmethod: string } }, value: string): boolean {
  return isPayPalPayment(input) || value.trim() !== '';
}

const PaymentBookingObject = v.object({
  booking: CreateBookingRequest,
  payment: PaymentInput,
  sandbox: optional(flag, false),
});

/**
 * The body of POST /api/paymentbooking. A card payment names the cardholder; the server asks for the billing fields
 * its card gateway needs (docs/behaviour/payment.md#card-dialog), each missing one reported under its own field; a
 * PayPal payment carries no card token.
 */
export const PaymentBookingBody = v.pipe(
  PaymentBookingObject,
  v.forward(
    v.partialCheck(
      [
        ['booking', 'paymentmethod'],
        ['payment', 'name'],
      ],
      (input) => billingGiven(input, input.payment.name),
      'is required',
    ),
    ['payment', 'name'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['booking', 'paymentmethod'],
        ['payment', 'nonce'],
      ],
      (input) => !isPayPalPayment(input) || input.payment.nonce === '',
      'must be empty for a PayPal payment (PayPal approves the order itself)',
    ),
    ['payment', 'nonce'],
  ),
);

/** The outcome of the charge (docs/behaviour/payment.md#payment-result: Code 1 or 3 paid, 0 failed; 2 waits for the client to confirm with the client secret). */
export const PaymentResult = v.object({
  Code: v.number(),
  AuthCode: v.string(),
  Message: v.string(),
  PayPalOrderId: v.string(),
});

/** Electronic payment booking and payment-intent responses (docs/behaviour/payment.md#payment-retry "payment result"). */
export const PaymentBookingResponse = v.object({
  ...Outcome.entries,
  Bref: v.string(),
  ReturnRef: v.string(),
  JobPartId: v.number(),
  TrackingCode: v.string(),
  ClientSecret: v.string(),
  PaymentResult: PaymentResult,
});

/** Which booking a payment-intent call names, and (for guests) its tracking code. */
export const IntentQuery = v.object({
  jobpartid: positiveId,
  code: optional(text(64), ''),
});
