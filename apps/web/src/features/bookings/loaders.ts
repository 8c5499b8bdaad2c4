import { statusKind } from '@cabkit/domain';
import { loadAnswers, type RouteAnswers } from '../../api/client';
import {
  bookingDetailsCall,
  currentBookingsCall,
  journeyHistoryCall,
  type ListOwner,
  loadedBookingDetails,
} from './api/bookings-api';

// The dashboard's loader is in dashboard-loader.ts: its saved places would bring the address book's schemas to
// My bookings and the detail page, which load this module.

/** What My Booking's loader reads: the current bookings and the last 3 months (the range it opens with). */
export function bookingHistoryAnswers(owner: ListOwner): Promise<RouteAnswers> {
  return loadAnswers([currentBookingsCall(owner), journeyHistoryCall(owner, 3)]);
}

/** What the booking detail's loader reads: the booking, then its driver (none on a cancelled booking). */
export async function bookingDetailAnswers(jobId: number): Promise<RouteAnswers> {
  if (jobId <= 0) return {};
  const answers = await loadAnswers([bookingDetailsCall(jobId)]);
  const booking = loadedBookingDetails(answers, jobId);
  if (!booking?.ok || !booking.answer?.JobPartId || statusKind(booking.answer.Status) === 'cancelled') return answers;
  // The driver's calls (the tracking endpoints) load with this loader only, not with the lists beside it.
  const { assignedDriverCalls } = await import('./api/driver');
  return {
    ...answers,
    ...(await loadAnswers(assignedDriverCalls(booking.answer.JobPartId, booking.answer.TrackingCode))),
  };
}
