import { ukDay } from '../time/zone';
import { type DateRangeInput, type DateRangeProblem, dateRangeProblem } from './date-range';

/** The most journeys one invoice lists: its PDF stays a few dozen pages and renders in bounded time. */
export const INVOICE_MAX_ROWS = 500;

/** The message when the period's last day has not ended yet (an invoice is a fixed record of finished days). */
export const INVOICE_PERIOD_NOT_ENDED =
  'An invoice can only cover days that have ended: please choose a last day before today.';

/** An invoice already issued, as the overlap rule reads it (both days inclusive, `yyyy-mm-dd`). */
interface IssuedInvoicePeriod {
  code: string;
  from: string;
  to: string;
}

/**
 * What is wrong with an invoice's period on local day `today`, or null: every date-range problem, and a last
 * day that is today or later (a day not over yet can still gain journeys, and an issued invoice never changes).
 */
export function invoicePeriodProblem(range: DateRangeInput, today: string): DateRangeProblem | null {
  const problem = dateRangeProblem(range);
  if (problem) return problem;
  if (range.to.trim() >= today) return { field: 'to', message: INVOICE_PERIOD_NOT_ENDED };
  return null;
}

/**
 * The refusal when the period shares a day with an issued invoice, naming the first such invoice; null when
 * it shares none. A day is invoiced once, so the same journey is never billed twice.
 */
export function invoiceOverlapMessage(range: DateRangeInput, issued: readonly IssuedInvoicePeriod[]): string | null {
  const from = range.from.trim();
  const to = range.to.trim();
  const clash = [...issued]
    .sort((a, b) => a.from.localeCompare(b.from) || a.code.localeCompare(b.code))
    .find((invoice) => invoice.from <= to && from <= invoice.to);
  if (!clash) return null;
  return `Invoice ${clash.code} already covers ${ukDay(clash.from)} to ${ukDay(clash.to)}: please choose days no invoice covers yet.`;
}

/** The refusal when a period holds more journeys than one invoice may list (INVOICE_MAX_ROWS), or null. */
export function invoiceRowsMessage(count: number): string | null {
  if (count <= INVOICE_MAX_ROWS) return null;
  return `This period has ${count} journeys, more than the ${INVOICE_MAX_ROWS} one invoice can list: please choose a shorter period.`;
}

/** An invoice's number from its sequence number: INV- and six or more digits (INV-000042). */
export function invoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}
