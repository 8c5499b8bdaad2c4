import { WeeklyChartResponse, dateInput } from '../accounts';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** A booker's weekly booking chart: bookings and their value per day. */
export const weeklyBookingChart = defineEndpoint({
  method: 'GET',
  path: '/api/booking',
  summary: "A booker's weekly booking chart: bookings and their value per day.",
  access: 'booker',
  query: v.object({ weekcommencing: dateInput, bookerid: idInput }),
  response: WeeklyChartResponse,
});
