import { type DateRangeProblem, dateRangeProblem } from '@cabkit/domain/validation';
import { currencySymbol } from '@cabkit/domain/money';
import { Button } from '@cabkit/ui/Button';
import { TextField } from '@cabkit/ui/TextField';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type FormEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { sessionState } from '../../../state/session';
import { getStatement, type Statement as StatementAnswer, type StatementRow } from '../api/statement';
import { periodPresets, type Sort, type SortKey, sortRows, statementCsv, ukDate } from '../state/statement';
import * as css from './booker.css';
import { WeeklyChart } from './weekly-chart';

/** Money with pennies always shown (a statement's columns line up). */
function formatCurrency(amount: number): string {
  return `${currencySymbol('GBP')}${amount.toFixed(2)}`;
}

const columns: { key: SortKey | null; label: string; money?: boolean; cell: (row: StatementRow) => string }[] = [
  { key: 'Date', label: 'Date', cell: (r) => ukDate(r.Date) },
  { key: 'JobId', label: 'Job id', cell: (r) => r.Bref || String(r.JobId) },
  { key: 'Booker', label: 'Booker', cell: (r) => r.Booker },
  { key: null, label: 'From', cell: (r) => r.PickUp },
  { key: null, label: 'To', cell: (r) => r.DropOff },
  { key: null, label: 'Via', cell: (r) => r.Via },
  { key: null, label: 'Note', cell: (r) => r.Note },
  { key: 'Status', label: 'Status', cell: (r) => r.Status },
  { key: 'Card', label: 'Card', money: true, cell: (r) => formatCurrency(r.Card) },
  { key: 'Cash', label: 'Cash', money: true, cell: (r) => formatCurrency(r.Cash) },
  { key: 'Price', label: 'Price', money: true, cell: (r) => formatCurrency(r.Price) },
  { key: 'Commission', label: 'Commission', money: true, cell: (r) => formatCurrency(r.Commission) },
];

/** Offers the statement as a CSV file (UTF-8 with a byte-order mark so spreadsheets read the £ signs). */
function downloadCsv(statement: StatementAnswer, from: string, to: string): void {
  const blob = new Blob([`\uFEFF${statementCsv(statement)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The commission statement (SPEC 2 commission, SPEC 3 booker statement row): the booker's bookings for a period
 * chosen by two days or a preset, with card, cash, price and commission totals, sortable columns and a CSV
 * download.
 */
export function Statement({ today = new Date() }: { today?: Date }) {
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  const presets = useMemo(() => periodPresets(today), [today]);
  const [from, setFrom] = useState(presets[2]?.from ?? '');
  const [to, setTo] = useState(presets[2]?.to ?? '');
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  const [statement, setStatement] = useState<{ answer: StatementAnswer; from: string; to: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'Date', direction: 'ascending' });

  const show = async (range: { from: string; to: string }) => {
    const found = dateRangeProblem(range);
    setProblem(found);
    if (found) return;
    setLoading(true);
    setError('');
    try {
      setStatement({ answer: await getStatement(bookerId, range.from, range.to), ...range });
    } catch (e) {
      setError(userMessage(e));
    } finally {
      setLoading(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void show({ from, to });
  };

  const rows = statement ? sortRows(statement.answer.Rows, sort) : [];
  const toggle = (key: SortKey) =>
    setSort((s) => ({
      key,
      direction: s.key === key && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <div className={css.page}>
      <h1>Commission Statement</h1>
      <form className={css.page} aria-label="Statement period" onSubmit={onSubmit} noValidate>
        <fieldset className={css.presets}>
          <legend className={visuallyHidden}>Periods</legend>
          {presets.map((preset) => (
            <Button
              key={preset.id}
              variant="secondary"
              onPress={() => {
                setFrom(preset.from);
                setTo(preset.to);
                void show(preset);
              }}
            >
              {preset.label}
            </Button>
          ))}
        </fieldset>
        <div className={css.period}>
          <TextField
            label="From"
            type="date"
            value={from}
            onChange={setFrom}
            errorMessage={problem?.field === 'from' ? problem.message : undefined}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            onChange={setTo}
            errorMessage={problem?.field === 'to' ? problem.message : undefined}
          />
          <Button type="submit">Show statement</Button>
        </div>
      </form>
      <div role="status">
        {loading && <p>Loading the statement…</p>}
        {problem && <p>{problem.message}</p>}
      </div>
      {error && (
        <div role="alert">
          <p>{error}</p>
          <Button variant="secondary" onPress={() => void show({ from, to })}>
            Try again
          </Button>
        </div>
      )}
      {statement && !error && statement.answer.Rows.length === 0 && (
        <p>
          No bookings from {ukDate(statement.from)} to {ukDate(statement.to)}.
        </p>
      )}
      {statement && !error && statement.answer.Rows.length > 0 && (
        <section className={css.page} aria-labelledby="statement-heading">
          <h2 id="statement-heading">
            {ukDate(statement.from)} to {ukDate(statement.to)}
          </h2>
          <dl className={css.totals} aria-label="Totals">
            <dt className={css.term}>Bookings</dt>
            <dd className={css.amount}>{statement.answer.Rows.length}</dd>
            <dt className={css.term}>Total card</dt>
            <dd className={css.amount}>{formatCurrency(statement.answer.TotalCard)}</dd>
            <dt className={css.term}>Total cash</dt>
            <dd className={css.amount}>{formatCurrency(statement.answer.TotalCash)}</dd>
            <dt className={css.term}>Total price</dt>
            <dd className={css.amount}>{formatCurrency(statement.answer.TotalPrice)}</dd>
            <dt className={css.term}>Total commission ({statement.answer.CommissionRate}%)</dt>
            <dd className={css.amount}>{formatCurrency(statement.answer.TotalCommission)}</dd>
          </dl>
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => downloadCsv(statement.answer, statement.from, statement.to)}>
              Download CSV
            </Button>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box scrolls by keyboard at 320 px */}
          <section className={css.scroller} tabIndex={0} aria-label="Statement rows">
            <table className={css.table}>
              <caption className={visuallyHidden}>
                Bookings from {ukDate(statement.from)} to {ukDate(statement.to)}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={column.money ? css.money : css.cell}
                      aria-sort={column.key && sort.key === column.key ? sort.direction : undefined}
                    >
                      {column.key ? (
                        <button type="button" className={css.sortButton} onClick={() => toggle(column.key as SortKey)}>
                          {column.label}
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.JobId}>
                    {columns.map((column) => (
                      <td key={column.label} className={column.money ? css.money : css.cell}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={css.cell} colSpan={8}>
                    Total
                  </th>
                  <td className={css.money}>{formatCurrency(statement.answer.TotalCard)}</td>
                  <td className={css.money}>{formatCurrency(statement.answer.TotalCash)}</td>
                  <td className={css.money}>{formatCurrency(statement.answer.TotalPrice)}</td>
                  <td className={css.money}>{formatCurrency(statement.answer.TotalCommission)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        </section>
      )}
      {bookerId > 0 && <WeeklyChart bookerId={bookerId} today={today} />}
    </div>
  );
}
