import { CreateBookingRequest, CreateBookingResponse } from '../booking-request';
import { defineEndpoint } from '../../endpoint';

/** Stores a booking (idempotent by requestid) priced from the server quote. */
export const createBooking = defineEndpoint({
  method: 'POST',
  path: '/api/createbookingTest',
  summary: 'Stores a booking (idempotent by requestid) priced from the server quote.',
  body: CreateBookingRequest,
  response: CreateBookingResponse,
});
