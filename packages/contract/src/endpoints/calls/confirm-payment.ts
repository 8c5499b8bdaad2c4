import * as v from 'valibot';
import { flag, integer, requiredText, text } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { PaymentBookingResponse } from '../payments';

/** The sandbox gateway's confirm step: charges the intent named by its client secret with a card nonce or a saved card. */
export const confirmPayment = defineEndpoint({
  // The payment outcome is in the body whatever the Code (2: declined, the booking stays for the retry).
  bodyOnFailure: true,
  method: 'POST',
  path: '/api/confirmpayment',
  summary:
    "The sandbox gateway's confirm step: charges the intent named by its client secret with a card nonce, or with " +
    "one of the signed-in customer's saved cards; `savecard` keeps the nonce's card for next time.",
  body: v.pipe(
    v.object({
      clientsecret: requiredText(200),
      nonce: v.optional(text(128), ''),
      /** One of the signed-in customer's saved cards (GET /api/savedcards), instead of a nonce. */
      savedcardid: v.optional(v.pipe(integer, v.minValue(0, 'must not be negative')), 0),
      /** Keep the nonce's card for next time (signed-in customers, on a gateway that saves cards). */
      savecard: v.optional(flag, false),
    }),
    v.forward(
      v.check((body) => (body.nonce === '') !== (body.savedcardid === 0), 'give a nonce or a saved card, not both'),
      ['nonce'],
    ),
  ),
  response: PaymentBookingResponse,
});
