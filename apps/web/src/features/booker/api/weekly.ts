import { accountsEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The weekly booking chart answer: bookings and value per day of a week. */
export type WeeklyChart = ResponseOf<typeof accountsEndpoints.weeklyBookingChart>;

/** The booker's bookings per day of the week starting `weekcommencing` (GET /api/booking). */
export function getWeeklyChart(bookerid: number, weekcommencing: string): Promise<WeeklyChart> {
  return call(accountsEndpoints.weeklyBookingChart, { query: { bookerid, weekcommencing } });
}
