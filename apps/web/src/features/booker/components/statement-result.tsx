import { formatPrice } from '@cabkit/domain/money';
import { ActionMenu } from '@cabkit/ui/ActionMenu';
import { Button, buttonStyle } from '@cabkit/ui/Button';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { SummaryCards } from '@cabkit/ui/SummaryCards';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import type { Statement as StatementAnswer, StatementRow } from '../api/statement';
import { rowDay, statementCsv, statementJob, ukDate } from '../state/statement';
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
 * A statement shown: its totals as cards, a CSV download, its bookings (the date and the price stay on a phone, a
 * menu per row) and the period's spend as a chart; an empty period says so with its next step.
 */
export function StatementResult({
  statement,
  loading,
}: {
  statement: { answer: StatementAnswer; from: string; to: string };
  loading: boolean;
}) {
  const { answer } = statement;
  return (
    <>
      {answer.Rows.length === 0 && (
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
      {answer.Rows.length > 0 && (
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
    </>
  );
}
