import { BookingListResponse } from '../bookings';
import { idInput } from '../../common';
import { integer } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Past bookings, optionally only of the last 3, 6 or 12 months (filter 0 = all). */
export const journeyHistory = defineEndpoint({
  method: 'GET',
  path: '/api/journeyhistory',
  summary: 'Past bookings, optionally only of the last 3, 6 or 12 months (filter 0 = all).',
  access: 'customer',
  query: v.object({
    custid: idInput,
    filter: v.optional(v.pipe(integer, v.picklist([0, 3, 6, 12], 'must be 0, 3, 6 or 12')), 0),
    bookerid: v.optional(integer, 0),
  }),
  response: BookingListResponse,
});
