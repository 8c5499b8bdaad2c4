import { roundMoney } from '../money';
import { addLocalDays, localDay, TENANT_TIME_ZONE } from './zone';

/** How a period's spend is split: by day up to two weeks, by week up to 13 weeks, else by calendar month. */
export type SpendStep = 'day' | 'week' | 'month';

/**
 * One bar of a spend chart: the days it covers, its bookings and their value. Its names ('Monday', 'Week
 * commencing 23/11/2026', 'Nov') are the page's to write from `key`, in the reader's language.
 */
export interface SpendBucket {
  /** Its first day (`yyyy-mm-dd`): a stable key. */
  key: string;
  /** Bookings in it. */
  count: number;
  /** Their value, rounded to pence. */
  value: number;
}

/** Whole days from `from` to `to`, both counted. */
function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Monday = 0 ... Sunday = 6. */
const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The step a period of `from` to `to` is drawn in: a year in months, a quarter in weeks, a fortnight in days. */
export function spendStep(from: string, to: string): SpendStep {
  const days = daysIn(from, to);
  if (days <= 14) return 'day';
  if (days <= 91) return 'week';
  return 'month';
}

/** The bucket a day falls in for `step`: its first day. */
function bucketStart(day: string, step: SpendStep): string {
  if (step === 'day') return day;
  if (step === 'week') return addLocalDays(day, -weekday(day));
  return `${day.slice(0, 8)}01`;
}

/** The bucket after the one starting `start`. */
function nextStart(start: string, step: SpendStep): string {
  if (step === 'day') return addLocalDays(start, 1);
  if (step === 'week') return addLocalDays(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The spend of the period `from` to `to` (local days, both counted) split into days, weeks (Monday on) or months by
 * `spendStep`, every bucket of the period present (an empty one at zero), each booking on the tenant's local day of
 * its pickup; bookings outside the period are left out. The caller leaves out what does not count (cancelled).
 */
export function spendByPeriod(
  bookings: readonly { at: string | Date; value: number }[],
  period: { from: string; to: string },
  timeZone: string = TENANT_TIME_ZONE,
): SpendBucket[] {
  const step = spendStep(period.from, period.to);
  const buckets = new Map<string, SpendBucket>();
  for (let start = bucketStart(period.from, step); start <= period.to; start = nextStart(start, step)) {
    buckets.set(start, { key: start, count: 0, value: 0 });
  }
  for (const booking of bookings) {
    const at = typeof booking.at === 'string' ? new Date(booking.at) : booking.at;
    if (Number.isNaN(at.getTime())) continue;
    const day = localDay(at, timeZone);
    if (day < period.from || day > period.to) continue;
    const bucket = buckets.get(bucketStart(day, step));
    if (!bucket) continue;
    bucket.count += 1;
    bucket.value = roundMoney(bucket.value + booking.value);
  }
  return [...buckets.values()];
}
