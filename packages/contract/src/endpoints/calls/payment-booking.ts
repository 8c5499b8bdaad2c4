import { PaymentBookingBody, PaymentBookingResponse } from '../payments';
import { defineEndpoint } from '../../endpoint';

/** Electronic payment booking: stores the booking (idempotent by booking.requestid) then charges it once; a retry never books or charges twice. */
export const paymentBooking = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'POST',
  path: '/api/paymentbooking',
  summary:
    'Electronic payment booking: stores the booking (idempotent by booking.requestid) then charges it once; a retry never books or charges twice.',
  body: PaymentBookingBody,
  response: PaymentBookingResponse,
});
