import { dateFormatFor } from '../locale/date-formats';
import { formatWhen } from '../locale/format';

/**
 * Local days in a tenant's time zone (docs/behaviour/booker.md#local-days): a statement, an invoice or the weekly
 * chart counts a booking on the day its pickup falls in the tenant's own calendar, not in UTC, so a 00:30 pickup
 * in British Summer Time is on that day and not the one before.
 */

/** The time zone of the tenant's calendar (the demo tenant and every UK firm). */
export const TENANT_TIME_ZONE = 'Europe/London';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `timeZone`'s clock to the second, as parts. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  const day: Intl.DateTimeFormatOptions = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' };
  return dateFormatFor('en-GB', { ...day, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * `timeZone`'s wall clock at `instant`, as a Date whose own (device-local) fields read it: a picker that counts
 * days and hours with local getters then shows the tenant's today and hours, wherever the visitor's device is.
 */
export function zonedWallClock(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, instant.getMilliseconds());
}

/** The instant `timeZone`'s clock reads the local fields of `wall` (the inverse of `zonedWallClock`). */
export function instantOfWallClock(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  );
  // Two passes, as for a day's start: the offset can change between the guess and the answer.
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone);
  instant = asUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant + wall.getMilliseconds());
}

/** The local day (`yyyy-mm-dd`) `instant` falls on in `timeZone`. */
export function localDay(instant: Date, timeZone: string = TENANT_TIME_ZONE): string {
  const w = wallClock(instant, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant the local day `day` (`yyyy-mm-dd`) begins in `timeZone` (its midnight, or the first moment after). */
export function localDayStart(day: string, timeZone: string = TENANT_TIME_ZONE): Date {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Two passes: the offset before midnight can differ from the offset after it on a change day.
  let start = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  start = midnightUtc - offsetAt(new Date(start), timeZone);
  return new Date(start);
}

/** The day `days` after `day` (negative: before), as calendar days. */
export function addLocalDays(day: string, days: number): string {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return date.toISOString().slice(0, 10);
}

/**
 * The instants [from, to) covering the local days `firstDay` to `lastDay`, both inclusive, in `timeZone`: a
 * period of whole days as the tenant's calendar has them (a day is 23 or 25 hours long when the clocks change).
 */
export function localDaysRange(
  firstDay: string,
  lastDay: string,
  timeZone: string = TENANT_TIME_ZONE,
): { from: Date; to: Date } {
  return { from: localDayStart(firstDay, timeZone), to: localDayStart(addLocalDays(lastDay, 1), timeZone) };
}

/**
 * Formats an instant as dd/mm/yyyy hh:mm on `timeZone`'s clock (docs/behaviour/quotation.md#money-display): what the
 * server says about a time (the earliest pickup, the earliest return) reads in the tenant's time, whatever its own.
 */
export function formatLocalDateTime(instant: Date, timeZone: string = TENANT_TIME_ZONE): string {
  return formatWhen(instant, { timeZone });
}

/**
 * When something happened, as a timeline shows it: hh:mm when it was on the same day as `now` on `timeZone`'s
 * clock, else dd/mm/yyyy hh:mm (docs/behaviour/quotation.md#money-display).
 */
export function formatMomentSince(instant: Date, now: Date, timeZone: string = TENANT_TIME_ZONE): string {
  const full = formatLocalDateTime(instant, timeZone);
  return localDay(instant, timeZone) === localDay(now, timeZone) ? full.slice(11) : full;
}

/** `yyyy-mm-dd` as dd/mm/yyyy (docs/behaviour/quotation.md#money-display); other text is returned as it is. */
export function ukDay(day: string): string {
  const match = ISO_DAY.exec(day.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Returns the Monday (yyyy-mm-dd) of the week holding `instant` on the tenant's calendar (docs/behaviour/booker.md#weekly-chart weekcommencing). */
export function weekCommencing(instant: Date, timeZone: string = TENANT_TIME_ZONE): string {
  const day = localDay(instant, timeZone);
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addLocalDays(day, -weekday);
}
