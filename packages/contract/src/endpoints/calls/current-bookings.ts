import { BookingListResponse } from '../bookings';
import { idInput } from '../../common';
import { integer } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The customer's (or booker's) bookings that have not finished yet. */
export const currentBookings = defineEndpoint({
  method: 'GET',
  path: '/api/currentbookings',
  summary: "The customer's (or booker's) bookings that have not finished yet.",
  access: 'customer',
  query: v.object({ custid: idInput, bookerid: v.optional(integer, 0) }),
  response: BookingListResponse,
});
