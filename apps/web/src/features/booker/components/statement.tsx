import { formatPrice } from '@cabkit/domain/money';
import { type DateRangeInput, dateRangeProblem } from '@cabkit/domain/validation';
import { ActionMenu } from '@cabkit/ui/ActionMenu';
import { Button, buttonStyle } from '@cabkit/ui/Button';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { DateRangeField } from '@cabkit/ui/DateRangeField';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonTableRows, SkeletonText } from '@cabkit/ui/Skeleton';
import { SummaryCards } from '@cabkit/ui/SummaryCards';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { sessionState } from '../../../state/session';
import { getStatement, type Statement as StatementAnswer, type StatementRow } from '../api/statement';
import { periodPresets, rowDay, statementCsv, statementJob, ukDate } from '../state/statement';
import * as css from './booker.css';
import { PeriodChart } from './period-chart';

const money = (key: 'Card' | 'Cash' | 'Price' | 'Commission'): DataTableColumn<StatementRow> => ({
  id: key,
  header: key,
  cell: (r) => formatPrice(r[key]),
  sortValue: (r) => r[key],
  align: 'end',
});

// The date and the job name the row and stay put on a phone; the price stays at the right edge beside the row
// menu while the rest scrolls between them; addresses and notes keep to one line.
const columns: DataTableColumn<StatementRow>[] = [
  { id: 'Date', header: 'Date', cell: (r) => rowDay(r.Date), sortValue: (r) => r.Date, isRowHeader: true },
  { id: 'JobId', header: 'Job id', cell: (r) => statementJob(r), sortValue: (r) => r.JobId },
  { id: 'Booker', header: 'Booker', cell: (r) => r.Booker, sortValue: (r) => r.Booker, truncate: true },
  { id: 'From', header: 'From', cell: (r) => r.PickUp, truncate: true },
  { id: 'To', header: 'To', cell: (r) => r.DropOff, truncate: true },
  { id: 'Via', header: 'Via', cell: (r) => r.Via, truncate: true },
  { id: 'Note', header: 'Note', cell: (r) => r.Note, truncate: true },
  { id: 'Status', header: 'Status', cell: (r) => r.Status, sortValue: (r) => r.Status },
  money('Card'),
  money('Cash'),
  money('Commission'),
  { ...money('Price'), pin: 'end' },
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
  const asked = useRef(0);

  const show = async (range: DateRangeInput) => {
    setShowValidation(true);
    if (dateRangeProblem(range)) return;
    const ask = ++asked.current;
    setLoading(true);
    setError('');
    try {
      const answer = await getStatement(bookerId, range.from, range.to);
      if (ask === asked.current) setStatement({ answer, ...range });
    } catch (e) {
      if (ask === asked.current) setError(userMessage(e));
    } finally {
      if (ask === asked.current) setLoading(false);
    }
  };

  // The page opens on this month's statement: its figures are what the booker comes for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per booker, with the period the page opened on
  useEffect(() => {
    if (bookerId > 0) void show(period);
  }, [bookerId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void show(period);
  };

  const answer = statement && !error ? statement.answer : null;
  return (
    <PageLayout title="Commission" intro="Your bookings, what they cost and the commission they earn, by period.">
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
      <div role="status">{problem && <p>{problem.message}</p>}</div>
      {loading && !statement && (
        <Skeleton label="Loading the statement">
          <SkeletonText lines={2} />
          <SkeletonTableRows rows={5} columns={4} />
        </Skeleton>
      )}
      {error && (
        <div role="alert">
          <p>{error}</p>
          <Button variant="secondary" onPress={() => void show(period)}>
            Try again
          </Button>
        </div>
      )}
      {statement && answer && answer.Rows.length === 0 && (
        <EmptyState
          title={`No bookings from ${ukDate(statement.from)} to ${ukDate(statement.to)}.`}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
              Book a ride
            </Link>
          }
        >
          Choose a longer period, or book a ride for someone.
        </EmptyState>
      )}
      {statement && answer && answer.Rows.length > 0 && (
        <section className={css.page} aria-labelledby="statement-heading" aria-busy={loading}>
          <h2 id="statement-heading">
            {ukDate(statement.from)} to {ukDate(statement.to)}
          </h2>
          <SummaryCards
            label="Totals"
            cards={[
              { id: 'spend', label: 'Spend', value: formatPrice(answer.TotalPrice) },
              {
                id: 'commission',
                label: 'Commission due',
                value: formatPrice(answer.TotalCommission),
                hint: `At ${answer.CommissionRate}%`,
              },
              { id: 'bookings', label: 'Bookings', value: answer.Rows.length },
              {
                id: 'paid',
                label: 'Card and cash',
                value: formatPrice(answer.TotalCard),
                hint: `Cash ${formatPrice(answer.TotalCash)}`,
              },
            ]}
          />
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => downloadCsv(answer, statement.from, statement.to)}>
              Download CSV
            </Button>
          </div>
          <DataTable
            caption={`Bookings from ${ukDate(statement.from)} to ${ukDate(statement.to)}`}
            columns={columns}
            rows={answer.Rows}
            rowKey={(r) => r.JobId}
            defaultSort={{ column: 'Date', direction: 'ascending' }}
            rowActions={(r) => (
              <ActionMenu
                label={`Actions for booking ${statementJob(r)}`}
                items={[{ id: 'view', label: 'View booking', href: paths.bookingdetail(r.JobId) }]}
              />
            )}
            totals={{
              Card: formatPrice(answer.TotalCard),
              Cash: formatPrice(answer.TotalCash),
              Commission: formatPrice(answer.TotalCommission),
              Price: formatPrice(answer.TotalPrice),
            }}
          />
          <PeriodChart rows={answer.Rows} from={statement.from} to={statement.to} />
        </section>
      )}
    </PageLayout>
  );
}
