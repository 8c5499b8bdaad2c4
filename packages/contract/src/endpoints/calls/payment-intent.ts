import { IntentQuery, PaymentBookingResponse } from '../payments';
import { defineEndpoint } from '../../endpoint';

/** Payment retry: the same booking's payment intent and client secret again (never a new booking). */
export const paymentIntent = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'GET',
  path: '/api/paymentintent',
  summary: "Payment retry: the same booking's payment intent and client secret again (never a new booking).",
  query: IntentQuery,
  response: PaymentBookingResponse,
});
