import { type BodyOf, coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from './client';

/** The booking request body. */
export type CreateBookingRequest = BodyOf<typeof coreEndpoints.createBooking>;
/** The booking response (Bref, TrackingCode, ...). */
export type CreateBookingResponse = ResponseOf<typeof coreEndpoints.createBooking>;

/** Stores a booking; idempotent by `requestid` (POST /api/createbookingTest). */
export function createBooking(body: CreateBookingRequest): Promise<CreateBookingResponse> {
  return call(coreEndpoints.createBooking, { body });
}
