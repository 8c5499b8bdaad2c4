import { spendByPeriod, spendStep, statusKind } from '@cabkit/domain';
import { msg, t } from '@lingui/core/macro';
import { useDay, useMoney, useWhenFormat } from '../../../i18n/formats';
import { i18n } from '../../../i18n/language';
import type { StatementRow } from '../api/statement';
import * as css from './booker.css';
import { barNames } from './chart-words';
import { SpendChart } from './spend-chart';

const STEP_LABELS = { day: msg`Day`, week: msg`Week`, month: msg`Month` } as const;

/** The section's heading for each step of the chart. */
const STEP_HEADINGS = { day: msg`Spend per day`, week: msg`Spend per week`, month: msg`Spend per month` } as const;

/**
 * The spend of the statement's period, on one money axis: by day for a week, by week for a month, by month for a
 * year (docs/behaviour/booker.md#statements); cancelled bookings do not count. A table reads the same figures.
 */
export function PeriodChart({ rows, from, to }: { rows: readonly StatementRow[]; from: string; to: string }) {
  const toDay = useDay();
  const { timeZone } = useWhenFormat();
  const formatMoney = useMoney();
  const price = (amount: number) => formatMoney(amount, undefined, 'always');
  const step = spendStep(from, to);
  const buckets = spendByPeriod(
    rows.filter((r) => statusKind(r.Status) !== 'cancelled').map((r) => ({ at: r.Date, value: r.Price })),
    { from, to },
    timeZone,
  ).map((bucket) => ({ ...bucket, ...barNames(bucket.key, step, toDay) }));
  const first = toDay(from);
  const last = toDay(to);
  return (
    <section className={css.page} aria-labelledby="period-chart-heading">
      <h2 id="period-chart-heading">{i18n._(STEP_HEADINGS[step])}</h2>
      <SpendChart
        title={t`${first} to ${last}`}
        days={buckets}
        price={price}
        stepLabel={i18n._(STEP_LABELS[step])}
        emptyMessage={t`No bookings in this period.`}
      />
    </section>
  );
}
