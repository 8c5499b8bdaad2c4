import { BookingParamsResponse } from '../accounts';
import { flag, integer, requiredText, text } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Stores booking parameters for a licensed site; answers their id. */
export const saveBookingParams = defineEndpoint({
  method: 'POST',
  path: '/api/bookingparams',
  host: 'licence',
  summary: 'Stores booking parameters for a licensed site; answers their id.',
  body: v.object({
    trackingcode: requiredText(64),
    pickup: v.optional(text(), ''),
    dropoff: v.optional(text(), ''),
    datetime: v.optional(text(40), ''),
    vehtypeid: v.optional(integer, 0),
    vehicleid: v.optional(integer, 0),
    isASAP: v.optional(flag, false),
  }),
  response: BookingParamsResponse,
});
