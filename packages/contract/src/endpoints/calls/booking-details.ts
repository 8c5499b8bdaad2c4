import * as v from 'valibot';
import { integer } from '../../common';
import { BookingInfoResponse } from '../bookings';
import { defineEndpoint } from '../../endpoint';

/** One of the caller's bookings (the customer's own, or a booker's booking for a customer). */
export const bookingDetails = defineEndpoint({
  method: 'GET',
  path: '/api/bookingdetails',
  access: 'customer',
  summary: "One of the caller's bookings (the customer's own, or a booker's booking for a customer).",
  query: v.object({ jobid: v.pipe(integer, v.minValue(1, 'must be a booking id')) }),
  response: BookingInfoResponse,
});
