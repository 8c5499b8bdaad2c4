import { addLocalDays, localDay, localDaysRange, roundMoney, TENANT_TIME_ZONE } from '@cabkit/domain';

/** A booking as the weekly chart counts it. */
export interface ChartBooking {
  at: Date;
  value: number;
}

/** One day of the chart. */
export interface ChartDayData {
  Date: string;
  Day: string;
  Count: number;
  Value: number;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The start (inclusive) and end (exclusive) of the seven local days from a `yyyy-mm-dd` week start in the tenant's
 * time zone (docs/behaviour/booker.md#local-days).
 */
export function weekRange(weekCommencing: string, timeZone = TENANT_TIME_ZONE): { from: Date; to: Date } {
  return localDaysRange(weekCommencing, addLocalDays(weekCommencing, 6), timeZone);
}

/** Counts bookings and sums their value for each of the seven local days from the week start. */
export function weeklyChart(
  weekCommencing: string,
  bookings: readonly ChartBooking[],
  timeZone = TENANT_TIME_ZONE,
): ChartDayData[] {
  const days: ChartDayData[] = Array.from({ length: 7 }, (_, i) => {
    const day = addLocalDays(weekCommencing, i);
    return { Date: day, Day: DAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '', Count: 0, Value: 0 };
  });
  for (const booking of bookings) {
    const on = localDay(booking.at, timeZone);
    const day = days.find((d) => d.Date === on);
    if (!day) continue;
    day.Count += 1;
    day.Value = roundMoney(day.Value + booking.value);
  }
  return days;
}
