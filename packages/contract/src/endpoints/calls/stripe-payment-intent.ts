import { PaymentBookingResponse, positiveId } from '../payments';
import * as v from 'valibot';
import { flag, text } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** A payment intent (or PayPal order with paymentmethod=paypal) for paying an existing unpaid booking later. */
export const stripePaymentIntent = defineEndpoint({
  method: 'GET',
  path: '/api/stripepaymentintent',
  summary: 'A payment intent (or PayPal order with paymentmethod=paypal) for paying an existing unpaid booking later.',
  query: v.object({
    code: v.optional(text(64), ''),
    id: positiveId,
    paymentmethod: v.optional(v.picklist(['', 'card', 'stripe', 'paypal'], 'must be card, stripe or paypal'), ''),
    sandbox: v.optional(flag, false),
  }),
  response: PaymentBookingResponse,
});
