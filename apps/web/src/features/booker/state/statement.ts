import type { Statement, StatementRow } from '../api/statement';

/** A period preset of the statement's date range. */
export interface PeriodPreset {
  id: string;
  label: string;
  from: string;
  to: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The presets for `today` (UTC days): this week (Monday on), last week, this month, last month, this year. */
export function periodPresets(today: Date): PeriodPreset[] {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  const monday = utc(y, m, d - ((today.getUTCDay() + 6) % 7));
  const lastMonday = new Date(monday.getTime() - 7 * 86_400_000);
  return [
    { id: 'this-week', label: 'This week', from: day(monday), to: day(utc(y, m, d)) },
    {
      id: 'last-week',
      label: 'Last week',
      from: day(lastMonday),
      to: day(new Date(monday.getTime() - 86_400_000)),
    },
    { id: 'this-month', label: 'This month', from: day(utc(y, m, 1)), to: day(utc(y, m, d)) },
    { id: 'last-month', label: 'Last month', from: day(utc(y, m - 1, 1)), to: day(utc(y, m, 0)) },
    { id: 'this-year', label: 'This year', from: day(utc(y, 0, 1)), to: day(utc(y, m, d)) },
  ];
}

/** The sortable statement columns. */
export type SortKey = 'Date' | 'JobId' | 'Booker' | 'Status' | 'Card' | 'Cash' | 'Price' | 'Commission';
/** A sort: column and direction. */
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** The rows sorted (a copy; ties keep the server's order). */
export function sortRows(rows: readonly StatementRow[], sort: Sort): StatementRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** `yyyy-mm-dd...` as dd/mm/yyyy (the UK date a spreadsheet reads). */
export function ukDate(text: string): string {
  const [y, m, d] = text.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : text;
}

/** Pounds with two decimals and no symbol (a spreadsheet sums the column). */
function pounds(amount: number): string {
  return amount.toFixed(2);
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
        ukDate(row.Date),
        String(row.JobId),
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

/** The Monday (yyyy-mm-dd, UTC) of the week holding `date`. */
export function mondayOf(date: Date): string {
  const monday = utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return day(monday);
}

/** The week commencing `weeks` weeks after `monday` (negative: before). */
export function shiftWeek(monday: string, weeks: number): string {
  return day(new Date(new Date(`${monday}T00:00:00Z`).getTime() + weeks * 7 * 86_400_000));
}
