import { formatWhen, minuteOptions } from '@cabkit/domain';

/** The value the date-time picker edits (docs/behaviour/flights.md#flight-timeline "Time" plus the flight waiting time). */
export interface DateTimeValue {
  /** Now (ASAP) or Later. */
  pickUpType: 'Now' | 'Later';
  /** The chosen pickup time when Later; null for ASAP or not chosen yet. */
  time: Date | null;
  /** The quick button (15, 30 or 60 minutes from now) that set the time, if any; it shows as pressed. */
  quickMinutes: 15 | 30 | 60 | null;
  /** Waiting time after landing in minutes (0-180 in 15s), when the picker shows it. */
  waitingTime?: number;
}

/** Minute steps the picker supports (0 means every minute, docs/behaviour/journey.md#date-time-picker). */
export type PickerMinuteStep = 0 | 5 | 15 | 30 | 60;

/** `yyyy-mm-dd` of a local date (the id of a date option). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a date. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The dates offered: today and the following days, labelled Today, Tomorrow (or the app's `words` for them), then
 * weekday and the date as `locale` writes them (dd/mm/yyyy in en-GB).
 */
export function dateOptions(
  now: Date,
  days: number,
  locale = 'en-GB',
  words: { today?: string; tomorrow?: string } = {},
): { id: string; label: string }[] {
  const start = startOfDay(now);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + index);
    const prefix =
      index === 0 ? (words.today ?? 'Today') : index === 1 ? (words.tomorrow ?? 'Tomorrow') : weekday.format(day);
    return { id: dayKey(day), label: `${prefix} ${formatWhen(day, { locale, show: 'date' })}` };
  });
}

/** The minutes offered for a step; the current minute is added when it is off the grid (quick buttons). */
export function minuteChoices(step: PickerMinuteStep, current?: number): number[] {
  const minutes = minuteOptions(step);
  if (current !== undefined && !minutes.includes(current)) {
    minutes.push(current);
    minutes.sort((a, b) => a - b);
  }
  return minutes;
}

/** The first time on the minute grid at or after `earliest` (seconds zeroed). */
export function firstSlotAfter(earliest: Date, step: PickerMinuteStep): Date {
  const increment = step === 0 ? 1 : step;
  const slot = new Date(earliest);
  if (slot.getSeconds() > 0 || slot.getMilliseconds() > 0) slot.setMinutes(slot.getMinutes() + 1);
  slot.setSeconds(0, 0);
  const over = slot.getMinutes() % increment;
  if (over !== 0) slot.setMinutes(slot.getMinutes() + increment - over);
  return slot;
}

/** The same day with another hour and minute. */
export function withTime(day: Date, hour: number, minute: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, 0, 0);
}

/** The day of a `yyyy-mm-dd` key, keeping the time of `time`. */
export function withDay(key: string, time: Date): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, time.getHours(), time.getMinutes(), 0, 0);
}

/** Whether a whole hour of a day lies before the earliest time. */
export function isHourBefore(day: Date, hour: number, earliest: Date): boolean {
  return withTime(day, hour, 59).getTime() < earliest.getTime() - 59_000;
}

/** Whether a minute of an hour of a day lies before the earliest time (to the minute). */
export function isMinuteBefore(day: Date, hour: number, minute: number, earliest: Date): boolean {
  const floor = new Date(earliest);
  floor.setSeconds(0, 0);
  return withTime(day, hour, minute).getTime() < floor.getTime();
}

/** `yyyy-MM-ddTHH:mm` for a native datetime-local input. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayKey(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Parses a datetime-local value as local time; null when empty or malformed. */
export function fromLocalInputValue(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, 0, 0);
  return Number.isNaN(date.getTime()) ? null : date;
}
