import * as v from 'valibot';
import { Outcome, integer, requiredText } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { postalCode } from '../payments';

/** Card tokenisation for the non-Stripe gateway: a single-use nonce for the card (kept 15 minutes). */
export const tokenizeCard = defineEndpoint({
  method: 'POST',
  path: '/api/tokenizecard',
  summary: 'Card tokenisation for the non-Stripe gateway: a single-use nonce for the card (kept 15 minutes).',
  body: v.object({
    number: v.pipe(v.string(), v.trim(), v.minLength(1, 'Card number is required'), v.maxLength(23)),
    cvv: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, 'CVC is invalid')),
    cardholdername: requiredText(),
    expirymonth: v.pipe(integer, v.minValue(1, 'Expiry is invalid'), v.maxValue(12, 'Expiry is invalid')),
    expiryyear: v.pipe(integer, v.minValue(0, 'Expiry is invalid'), v.maxValue(2100, 'Expiry is invalid')),
    /** The billing postcode (the postcode rule), which the sandbox checks the card against. */
    postalcode: v.pipe(postalCode, v.minLength(1, 'is required')),
  }),
  response: v.object({ ...Outcome.entries, Nonce: v.string(), Brand: v.string(), Last4: v.string() }),
});
