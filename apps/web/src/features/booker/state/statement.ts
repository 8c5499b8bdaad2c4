import { addLocalDays, localDay, TENANT_TIME_ZONE, ukDay } from '@cabkit/domain/time';
import { t } from '@lingui/core/macro';
import type { Statement } from '../api/statement';

/** A period preset of the statement's date range. */
export interface PeriodPreset {
  id: string;
  label: string;
  from: string;
  to: string;
}

/** Monday = 0 ... Sunday = 6 of a `yyyy-mm-dd` day. */
const weekdayIndex = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The presets for `today`, on the tenant's calendar (docs/behaviour/booker.md#local-days): this week (Monday on),
 * last week, this month, last month, this year, named in the active language.
 */
export function periodPresets(today: Date, timeZone = TENANT_TIME_ZONE): PeriodPreset[] {
  const day = localDay(today, timeZone);
  const monday = addLocalDays(day, -weekdayIndex(day));
  const monthStart = `${day.slice(0, 8)}01`;
  const lastMonthEnd = addLocalDays(monthStart, -1);
  return [
    { id: 'this-week', label: t`This week`, from: monday, to: day },
    { id: 'last-week', label: t`Last week`, from: addLocalDays(monday, -7), to: addLocalDays(monday, -1) },
    { id: 'this-month', label: t`This month`, from: monthStart, to: day },
    { id: 'last-month', label: t`Last month`, from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { id: 'this-year', label: t`This year`, from: `${day.slice(0, 4)}-01-01`, to: day },
  ];
}

/** A statement row's pickup instant as the dd/mm/yyyy day it falls on in the tenant's calendar. */
export function rowDay(instant: string, timeZone = TENANT_TIME_ZONE): string {
  const when = new Date(instant);
  return Number.isNaN(when.getTime()) ? instant : ukDay(localDay(when, timeZone));
}

/** Pounds with two decimals and no symbol (a spreadsheet sums the column). */
function pounds(amount: number): string {
  return amount.toFixed(2);
}

/** The job a statement row names, as the screen and the CSV both show it: its reference, else its id. */
export function statementJob(row: Pick<Statement['Rows'][number], 'Bref' | 'JobId'>): string {
  return row.Bref || String(row.JobId);
}

/** One CSV field: quoted when it holds a comma, quote or line break; formula starts defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV a spreadsheet opens correctly: a header row, one row per booking (dates dd/mm/yyyy, money
 * in pounds with two decimals), then the totals. CRLF line ends; the caller adds the UTF-8 byte-order mark.
 */
export function statementCsv(
  statement: Pick<Statement, 'Rows' | 'TotalCard' | 'TotalCash' | 'TotalPrice' | 'TotalCommission'>,
): string {
  const header = [
    'Date',
    'Job id',
    'Booker',
    'From',
    'To',
    'Via',
    'Note',
    'Status',
    'Card (£)',
    'Cash (£)',
    'Price (£)',
    'Commission (£)',
  ];
  const lines = [header.map(field).join(',')];
  for (const row of statement.Rows) {
    lines.push(
      [
        rowDay(row.Date),
        statementJob(row),
        row.Booker,
        row.PickUp,
        row.DropOff,
        row.Via,
        row.Note,
        row.Status,
        pounds(row.Card),
        pounds(row.Cash),
        pounds(row.Price),
        pounds(row.Commission),
      ]
        .map(field)
        .join(','),
    );
  }
  lines.push(
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      pounds(statement.TotalCard),
      pounds(statement.TotalCash),
      pounds(statement.TotalPrice),
      pounds(statement.TotalCommission),
    ]
      .map(field)
      .join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** The week commencing `weeks` weeks after `monday` (negative: before). */
export function shiftWeek(monday: string, weeks: number): string {
  return addLocalDays(monday, weeks * 7);
}
