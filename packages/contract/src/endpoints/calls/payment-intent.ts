import * as v from 'valibot';
import { flag } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { IntentQuery, PaymentBookingResponse } from '../payments';

/**
 * Payment retry: the same booking's payment intent and client secret again (never a new booking). With `savecard`
 * (a signed-in customer, on a gateway that saves cards in its own form: Stripe) the intent is made to keep the card
 * it is confirmed with.
 */
export const paymentIntent = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'GET',
  path: '/api/paymentintent',
  summary:
    "Payment retry: the same booking's payment intent and client secret again (never a new booking); `savecard` " +
    'keeps the card it is confirmed with (signed-in customers, Stripe).',
  query: v.object({ ...IntentQuery.entries, savecard: v.optional(flag, false) }),
  response: PaymentBookingResponse,
});
