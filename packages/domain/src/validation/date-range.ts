/** A from/to date range as `yyyy-mm-dd` text (an input of type date gives '' while incomplete). */
export interface DateRangeInput {
  from: string;
  to: string;
}

/** Why a date range cannot be asked for, by field. */
export interface DateRangeProblem {
  field: 'from' | 'to';
  message: string;
}

/** The message when the period has no (real) first day. */
export const DATE_RANGE_NO_FROM = 'Please choose the first day of the period.';
/** The message when the period has no (real) last day. */
export const DATE_RANGE_NO_TO = 'Please choose the last day of the period.';
/** The message when the last day comes before the first. */
export const DATE_RANGE_INVERTED = 'The last day must be on or after the first day.';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * What is wrong with a period (statement, invoice, commission), or null: an open end (either day missing or not a
 * real day) or an inverted range (the last day before the first). Both days are inclusive.
 */
export function dateRangeProblem(range: DateRangeInput): DateRangeProblem | null {
  if (!isDay(range.from.trim())) return { field: 'from', message: DATE_RANGE_NO_FROM };
  if (!isDay(range.to.trim())) return { field: 'to', message: DATE_RANGE_NO_TO };
  if (range.to.trim() < range.from.trim()) return { field: 'to', message: DATE_RANGE_INVERTED };
  return null;
}
