import * as v from 'valibot';
import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { ChangeBookingRequest, ChangeOffer } from '../change-requests';

/** What changing a booking would cost: the old and new fare and what is charged or refunded; nothing is changed. */
export const changeBookingQuote = defineEndpoint({
  method: 'POST',
  path: '/api/changebookingquote',
  summary:
    'What changing a booking would cost: the old and new fare and what is charged or refunded; nothing is changed.',
  access: 'customer',
  body: ChangeBookingRequest,
  response: v.object({ ...Outcome.entries, Change: v.nullable(ChangeOffer) }),
});
