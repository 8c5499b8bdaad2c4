import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { flag, integer, Outcome, requiredText, text } from '../common';
import { CreateBookingRequest } from './core';

const optional = v.optional;
const positiveId = v.pipe(integer, v.minValue(1, 'must be a positive id'));

/** A postal code as the card form takes it (docs/behaviour/common.md#postcode): letters, digits, underscore, hyphen, space; at most 9. */
const postalCode = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(9, 'must be at most 9 characters'),
  v.regex(/^[A-Za-z0-9_\- ]*$/, 'is invalid'),
);

/**
 * Billing details and the card token of an electronic payment (docs/behaviour/payment.md#card-dialog Payment; amounts come from the server).
 * The billing fields are required for a card (checked on the whole body, which knows the payment method);
 * PayPal collects the payer's details itself, so a PayPal payment may leave them empty.
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

/** A card payment's billing field is filled in (PayPal payments need none). */
function billingGiven(input: { booking: { paymentmethod: string } }, value: string): boolean {
  return isPayPalPayment(input) || value.trim() !== '';
}

const PaymentBookingObject = v.object({
  booking: CreateBookingRequest,
  payment: PaymentInput,
  sandbox: optional(flag, false),
});

/**
 * The body of POST /api/paymentbooking. A card payment names its billing details (docs/behaviour/payment.md#card-dialog: name, city, postal
 * code, address line 1), each missing one reported under its own field; a PayPal payment carries no card token.
 */
const PaymentBookingBody = v.pipe(
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
        ['payment', 'city'],
      ],
      (input) => billingGiven(input, input.payment.city),
      'is required',
    ),
    ['payment', 'city'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['booking', 'paymentmethod'],
        ['payment', 'postalcode'],
      ],
      (input) => billingGiven(input, input.payment.postalcode),
      'is required',
    ),
    ['payment', 'postalcode'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['booking', 'paymentmethod'],
        ['payment', 'addressline1'],
      ],
      (input) => billingGiven(input, input.payment.addressline1),
      'is required',
    ),
    ['payment', 'addressline1'],
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
const IntentQuery = v.object({
  jobpartid: positiveId,
  code: optional(text(64), ''),
});

/** Payments: electronic payment booking, tokenisation, payment intents, update booking, IP info. */
export const paymentsEndpoints = {
  paymentBooking: defineEndpoint({
    // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
    bodyOnFailure: true,
    method: 'POST',
    path: '/api/paymentbooking',
    summary:
      'Electronic payment booking: stores the booking (idempotent by booking.requestid) then charges it once; a retry never books or charges twice.',
    body: PaymentBookingBody,
    response: PaymentBookingResponse,
  }),
  tokenizeCard: defineEndpoint({
    method: 'POST',
    path: '/api/tokenizecard',
    summary: 'Card tokenisation for the non-Stripe gateway: a single-use nonce for the card (kept 15 minutes).',
    body: v.object({
      number: v.pipe(v.string(), v.trim(), v.minLength(1, 'Card number is required'), v.maxLength(23)),
      cvv: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, 'CVC is invalid')),
      cardholdername: requiredText(),
      expirymonth: v.pipe(integer, v.minValue(1, 'Expiry is invalid'), v.maxValue(12, 'Expiry is invalid')),
      expiryyear: v.pipe(integer, v.minValue(0, 'Expiry is invalid'), v.maxValue(2100, 'Expiry is invalid')),
      postalcode: requiredText(9),
    }),
    response: v.object({ ...Outcome.entries, Nonce: v.string(), Brand: v.string(), Last4: v.string() }),
  }),
  paymentIntent: defineEndpoint({
    // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
    bodyOnFailure: true,
    method: 'GET',
    path: '/api/paymentintent',
    summary: "Payment retry: the same booking's payment intent and client secret again (never a new booking).",
    query: IntentQuery,
    response: PaymentBookingResponse,
  }),
  confirmPayment: defineEndpoint({
    // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
    bodyOnFailure: true,
    method: 'POST',
    path: '/api/confirmpayment',
    summary: "The sandbox gateway's confirm step: charges the intent named by its client secret with a card nonce.",
    body: v.object({ clientsecret: requiredText(200), nonce: requiredText(128) }),
    response: PaymentBookingResponse,
  }),
  stripePaymentIntent: defineEndpoint({
    method: 'GET',
    path: '/api/stripepaymentintent',
    summary:
      'A payment intent (or PayPal order with paymentmethod=paypal) for paying an existing unpaid booking later.',
    query: v.object({
      code: optional(text(64), ''),
      id: positiveId,
      paymentmethod: optional(v.picklist(['', 'card', 'stripe', 'paypal'], 'must be card, stripe or paypal'), ''),
      sandbox: optional(flag, false),
    }),
    response: PaymentBookingResponse,
  }),
  updateBooking: defineEndpoint({
    // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
    bodyOnFailure: true,
    method: 'PUT',
    path: '/api/updatebooking',
    summary:
      "Records a confirmed payment after the gateway says so: the server re-reads the intent and never trusts the client's status.",
    body: v.object({
      transactionid: requiredText(200),
      jobpartid: positiveId,
      transactionstatus: text(40),
      returnjobpartid: optional(integer, 0),
      code: optional(text(64), ''),
    }),
    response: v.object({ ...Outcome.entries, Bref: v.string(), IsPaid: v.boolean(), PaymentResult: PaymentResult }),
  }),
  ipInfo: defineEndpoint({
    method: 'GET',
    path: '/api/ipinfo',
    summary: "The visitor's IP address and country (from a trusted proxy's country header, else the default country).",
    response: v.object({ ...Outcome.entries, Ip: v.string(), Country: v.string(), CountryCode: v.string() }),
  }),
} as const;
