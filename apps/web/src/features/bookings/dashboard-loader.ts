import { loadAnswers, type RouteAnswers } from '../../api/client';
import { currentBookingsCall, journeyHistoryCall, type ListOwner } from './api/bookings-api';
import { savedPlacesCall } from './api/saved-places';

/** What the dashboard's loader reads: the current bookings, the saved places, and a booker's last 3 months. */
export function dashboardAnswers(owner: ListOwner): Promise<RouteAnswers> {
  return loadAnswers([
    currentBookingsCall(owner),
    savedPlacesCall(owner.custid),
    ...(owner.bookerid > 0 ? [journeyHistoryCall(owner, 3)] : []),
  ]);
}
