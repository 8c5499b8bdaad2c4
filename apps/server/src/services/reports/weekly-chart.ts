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
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (inclusive) and end (exclusive) of the seven days from a `yyyy-mm-dd` week start, in UTC. */
export function weekRange(weekCommencing: string): { from: Date; to: Date } {
  const from = new Date(`${weekCommencing}T00:00:00.000Z`);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

/** Counts bookings and sums their value for each of the seven days from the week start (UTC days). */
export function weeklyChart(weekCommencing: string, bookings: readonly ChartBooking[]): ChartDayData[] {
  const { from } = weekRange(weekCommencing);
  const days: ChartDayData[] = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS);
    return { Date: date.toISOString().slice(0, 10), Day: DAY_NAMES[date.getUTCDay()] ?? '', Count: 0, Value: 0 };
  });
  for (const booking of bookings) {
    const index = Math.floor((booking.at.getTime() - from.getTime()) / DAY_MS);
    const day = days[index];
    if (!day) continue;
    day.Count += 1;
    day.Value = Math.round((day.Value + booking.value) * 100) / 100;
  }
  return days;
}
