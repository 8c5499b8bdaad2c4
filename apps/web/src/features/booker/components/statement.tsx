import { formatPrice } from '@cabkit/domain/money';
import { type DateRangeInput, dateRangeProblem } from '@cabkit/domain/validation';
import { Button } from '@cabkit/ui/Button';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { DateRangeField } from '@cabkit/ui/DateRangeField';
import { type FormEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { sessionState } from '../../../state/session';
import { getStatement, type Statement as StatementAnswer, type StatementRow } from '../api/statement';
import { periodPresets, rowDay, statementCsv, statementJob, ukDate } from '../state/statement';
import * as css from './booker.css';
import { WeeklyChart } from './weekly-chart';

const money = (key: 'Card' | 'Cash' | 'Price' | 'Commission'): DataTableColumn<StatementRow> => ({
  id: key,
  header: key,
  cell: (r) => formatPrice(r[key]),
  sortValue: (r) => r[key],
  align: 'end',
});

const columns: DataTableColumn<StatementRow>[] = [
  { id: 'Date', header: 'Date', cell: (r) => rowDay(r.Date), sortValue: (r) => r.Date },
  { id: 'JobId', header: 'Job id', cell: (r) => statementJob(r), sortValue: (r) => r.JobId },
  { id: 'Booker', header: 'Booker', cell: (r) => r.Booker, sortValue: (r) => r.Booker },
  { id: 'From', header: 'From', cell: (r) => r.PickUp },
  { id: 'To', header: 'To', cell: (r) => r.DropOff },
  { id: 'Via', header: 'Via', cell: (r) => r.Via },
  { id: 'Note', header: 'Note', cell: (r) => r.Note },
  { id: 'Status', header: 'Status', cell: (r) => r.Status, sortValue: (r) => r.Status },
  money('Card'),
  money('Cash'),
  money('Price'),
  money('Commission'),
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
 * The commission statement (docs/behaviour/booker.md#commission, #statements): the booker's bookings for a
 * period chosen by two days or a preset, on the tenant's calendar (#local-days), with card, cash, price and
 * commission totals, sortable columns and a CSV download.
 */
export function Statement({ today = new Date() }: { today?: Date }) {
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  const presets = useMemo(() => periodPresets(today), [today]);
  const [period, setPeriod] = useState<DateRangeInput>({
    from: presets[2]?.from ?? '',
    to: presets[2]?.to ?? '',
  });
  const [showValidation, setShowValidation] = useState(false);
  const [statement, setStatement] = useState<{ answer: StatementAnswer; from: string; to: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const problem = showValidation ? dateRangeProblem(period) : null;

  const show = async (range: DateRangeInput) => {
    setShowValidation(true);
    if (dateRangeProblem(range)) return;
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
    void show(period);
  };

  return (
    <div className={css.page}>
      <h1>Commission Statement</h1>
      <form className={css.page} aria-label="Statement period" onSubmit={onSubmit} noValidate>
        <DateRangeField
          label="Period"
          value={period}
          onChange={setPeriod}
          presets={presets}
          onPresetPress={(preset) => void show(preset)}
          showValidation={showValidation}
        />
        <div className={css.actions}>
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
          <Button variant="secondary" onPress={() => void show(period)}>
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
            <dd className={css.amount}>{formatPrice(statement.answer.TotalCard)}</dd>
            <dt className={css.term}>Total cash</dt>
            <dd className={css.amount}>{formatPrice(statement.answer.TotalCash)}</dd>
            <dt className={css.term}>Total price</dt>
            <dd className={css.amount}>{formatPrice(statement.answer.TotalPrice)}</dd>
            <dt className={css.term}>Total commission ({statement.answer.CommissionRate}%)</dt>
            <dd className={css.amount}>{formatPrice(statement.answer.TotalCommission)}</dd>
          </dl>
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => downloadCsv(statement.answer, statement.from, statement.to)}>
              Download CSV
            </Button>
          </div>
          <DataTable
            caption={`Bookings from ${ukDate(statement.from)} to ${ukDate(statement.to)}`}
            columns={columns}
            rows={statement.answer.Rows}
            rowKey={(r) => r.JobId}
            defaultSort={{ column: 'Date', direction: 'ascending' }}
            totals={{
              Card: formatPrice(statement.answer.TotalCard),
              Cash: formatPrice(statement.answer.TotalCash),
              Price: formatPrice(statement.answer.TotalPrice),
              Commission: formatPrice(statement.answer.TotalCommission),
            }}
          />
        </section>
      )}
      {bookerId > 0 && <WeeklyChart bookerId={bookerId} today={today} />}
    </div>
  );
}
