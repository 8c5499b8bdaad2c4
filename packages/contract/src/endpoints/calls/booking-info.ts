import * as v from 'valibot';
import { requiredText, text } from '../../common';
import { BookingInfoResponse } from '../bookings';
import { defineEndpoint } from '../../endpoint';

/** A booking read back through its unguessable tracking code, or through its reference with the e-mail address or phone number given at booking (`contact`). */
export const bookingInfo = defineEndpoint({
  method: 'POST',
  path: '/api/bookinginfo',
  summary:
    'A booking read back through its unguessable tracking code, or through its reference with the e-mail address or phone number given at booking (`contact`).',
  body: v.object({ code: requiredText(64), contact: v.optional(text(255), '') }),
  response: BookingInfoResponse,
});
