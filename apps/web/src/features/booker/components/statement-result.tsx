import { ActionMenu } from '@cabkit/ui/ActionMenu';
import { Button, buttonStyle } from '@cabkit/ui/Button';
import { DataTable, type DataTableColumn } from '@cabkit/ui/DataTable';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { SummaryCards } from '@cabkit/ui/SummaryCards';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useDay, useMoney, useWhen } from '../../../i18n/formats';
import { tableWords } from '../../../i18n/table-words';
import type { Statement as StatementAnswer, StatementRow } from '../api/statement';
import { statementCsv, statementJob } from '../state/statement';
import * as css from './booker.css';
import { PeriodChart } from './period-chart';

/** A statement's amounts and days in the page's language (the CSV keeps the spreadsheet's own). */
interface StatementFormats {
  price: (amount: number) => string;
  day: (instant: string) => string;
}

const money = (
  key: 'Card' | 'Cash' | 'Price' | 'Commission',
  header: string,
  { price }: StatementFormats,
): DataTableColumn<StatementRow> => ({
  id: key,
  header,
  cell: (r) => price(r[key]),
  sortValue: (r) => r[key],
  align: 'end',
});

// The date and the job name the row and stay put on a phone; the price stays at the right edge beside the row
// menu while the rest scrolls between them; addresses and notes keep to one line. Headers in the active language.
const columnsOf = (formats: StatementFormats): DataTableColumn<StatementRow>[] => [
  { id: 'Date', header: t`Date`, cell: (r) => formats.day(r.Date), sortValue: (r) => r.Date, isRowHeader: true },
  { id: 'JobId', header: t`Job id`, cell: (r) => statementJob(r), sortValue: (r) => r.JobId },
  { id: 'Booker', header: t`Booker`, cell: (r) => r.Booker, sortValue: (r) => r.Booker, truncate: true },
  { id: 'From', header: t`From`, cell: (r) => r.PickUp, truncate: true },
  { id: 'To', header: t`To`, cell: (r) => r.DropOff, truncate: true },
  { id: 'Via', header: t`Via`, cell: (r) => r.Via, truncate: true },
  { id: 'Note', header: t`Note`, cell: (r) => r.Note, truncate: true },
  { id: 'Status', header: t`Status`, cell: (r) => r.Status, sortValue: (r) => r.Status },
  money('Card', t`Card`, formats),
  money('Cash', t`Cash`, formats),
  money('Commission', t`Commission`, formats),
  { ...money('Price', t`Price`, formats), pin: 'end' },
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
  const toDay = useDay();
  const when = useWhen();
  const formatMoney = useMoney();
  const formats: StatementFormats = {
    price: (amount) => formatMoney(amount, undefined, 'always'),
    day: (instant) => when(instant, 'date'),
  };
  const { price } = formats;
  const { answer } = statement;
  const from = toDay(statement.from);
  const to = toDay(statement.to);
  return (
    <>
      {answer.Rows.length === 0 && (
        <EmptyState
          title={t`No bookings from ${from} to ${to}.`}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
              {t`Book a ride`}
            </Link>
          }
        >
          {t`Choose a longer period, or book a ride for someone.`}
        </EmptyState>
      )}
      {answer.Rows.length > 0 && (
        <section className={css.page} aria-labelledby="statement-heading" aria-busy={loading}>
          <h2 id="statement-heading">{t`${from} to ${to}`}</h2>
          <SummaryCards
            label={t`Totals`}
            cards={[
              { id: 'spend', label: t`Spend`, value: price(answer.TotalPrice) },
              {
                id: 'commission',
                label: t`Commission due`,
                value: price(answer.TotalCommission),
                hint: t`At ${answer.CommissionRate}%`,
              },
              { id: 'bookings', label: t`Bookings`, value: answer.Rows.length },
              {
                id: 'paid',
                label: t`Card and cash`,
                value: price(answer.TotalCard),
                hint: t`Cash ${price(answer.TotalCash)}`,
              },
            ]}
          />
          <div className={css.actions}>
            <Button variant="secondary" onPress={() => downloadCsv(answer, statement.from, statement.to)}>
              {t`Download CSV`}
            </Button>
          </div>
          <DataTable
            caption={t`Bookings from ${from} to ${to}`}
            columns={columnsOf(formats)}
            rows={answer.Rows}
            rowKey={(r) => r.JobId}
            words={tableWords()}
            totalsLabel={t`Total`}
            defaultSort={{ column: 'Date', direction: 'ascending' }}
            rowActions={(r) => (
              <ActionMenu
                label={t`Actions for booking ${statementJob(r)}`}
                items={[{ id: 'view', label: t`View booking`, href: paths.bookingdetail(r.JobId) }]}
              />
            )}
            totals={{
              Card: price(answer.TotalCard),
              Cash: price(answer.TotalCash),
              Commission: price(answer.TotalCommission),
              Price: price(answer.TotalPrice),
            }}
          />
          <PeriodChart rows={answer.Rows} from={statement.from} to={statement.to} />
        </section>
      )}
    </>
  );
}
