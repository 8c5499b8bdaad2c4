import { accountsEndpoints, coreEndpoints } from '@cabkit/contract';
import { type Answered, answerIn, call, type GetCall, mapAnswered, type RouteAnswers } from '../../../api/client';
import type { BookingView } from './get-booking-info';

/** Who lists bookings: the signed-in customer, and their booker id when they book for others (0 otherwise). */
export interface ListOwner {
  custid: number;
  bookerid: number;
}

/** The bookings not finished yet (GET /api/currentbookings), soonest first. */
export async function getCurrentBookings(owner: ListOwner, signal?: AbortSignal): Promise<BookingView[]> {
  const response = await call(accountsEndpoints.currentBookings, { query: owner, signal });
  return response.Bookings;
}

/** The current bookings in the answers of the page's route loader (`currentBookingsCall`). */
export function loadedCurrentBookings(
  answers: RouteAnswers | null,
  owner: ListOwner,
): Answered<BookingView[]> | undefined {
  return mapAnswered(answerIn(answers, accountsEndpoints.currentBookings, { query: owner }), (r) => r.Bookings);
}

/** The current-bookings call, as a route loader makes it. */
export function currentBookingsCall(owner: ListOwner): GetCall {
  return [accountsEndpoints.currentBookings, { query: owner }];
}

/** Past bookings of the last 3, 6 or 12 months, or all (0) (GET /api/journeyhistory), newest first. */
export async function getJourneyHistory(
  owner: ListOwner,
  months: 0 | 3 | 6 | 12,
  signal?: AbortSignal,
): Promise<BookingView[]> {
  const response = await call(accountsEndpoints.journeyHistory, { query: { ...owner, filter: months }, signal });
  return response.Bookings;
}

/** The past bookings in the answers of the page's route loader (`journeyHistoryCall`). */
export function loadedJourneyHistory(
  answers: RouteAnswers | null,
  owner: ListOwner,
  months: 0 | 3 | 6 | 12,
): Answered<BookingView[]> | undefined {
  const answered = answerIn(answers, accountsEndpoints.journeyHistory, { query: { ...owner, filter: months } });
  return mapAnswered(answered, (r) => r.Bookings);
}

/** The journey-history call, as a route loader makes it. */
export function journeyHistoryCall(owner: ListOwner, months: 0 | 3 | 6 | 12): GetCall {
  return [accountsEndpoints.journeyHistory, { query: { ...owner, filter: months } }];
}

/** One of the caller's bookings by its id (GET /api/bookingdetails); null when there is none. */
export async function getBookingDetails(jobid: number, signal?: AbortSignal): Promise<BookingView | null> {
  const response = await call(coreEndpoints.bookingDetails, { query: { jobid }, signal });
  return response.Booking;
}

/** The booking in the answers of the page's route loader (`bookingDetailsCall`). */
export function loadedBookingDetails(
  answers: RouteAnswers | null,
  jobid: number,
): Answered<BookingView | null> | undefined {
  return mapAnswered(answerIn(answers, coreEndpoints.bookingDetails, { query: { jobid } }), (r) => r.Booking);
}

/** The booking-details call, as a route loader makes it. */
export function bookingDetailsCall(jobid: number): GetCall {
  return [coreEndpoints.bookingDetails, { query: { jobid } }];
}
