import { statusKind } from '@cabkit/domain';
import { loadAnswers, type RouteAnswers } from '../../api/client';
import {
  bookingDetailsCall,
  currentBookingsCall,
  journeyHistoryCall,
  type ListOwner,
  loadedBookingDetails,
} from './api/bookings-api';
import { savedPlacesCall } from './api/saved-places';

/** What the dashboard's loader reads: the current bookings, the saved places, and a booker's last 3 months. */
export function dashboardAnswers(owner: ListOwner): Promise<RouteAnswers> {
  return loadAnswers([
    currentBookingsCall(owner),
    savedPlacesCall(owner.custid),
    ...(owner.bookerid > 0 ? [journeyHistoryCall(owner, 3)] : []),
  ]);
}

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
