import { BookingParamsResponse } from '../accounts';
import { requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Booking parameters stored for the customer app, by id. */
export const getBookingParams = defineEndpoint({
  method: 'GET',
  path: '/api/bookingparams',
  host: 'licence',
  summary: 'Booking parameters stored for the customer app, by id.',
  query: v.object({ id: requiredText(64) }),
  response: BookingParamsResponse,
});
