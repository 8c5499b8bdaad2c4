import { spendByPeriod, spendStep, statusKind } from '@cabkit/domain';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { msg, t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { useDay, useMoney, useWhenFormat } from '../../../i18n/formats';
import { i18n } from '../../../i18n/language';
import type { StatementRow } from '../api/statement';
import * as css from './booker.css';
import { barNames, chartWords } from './chart-words';

// The drawing (visx) loads with the statement it draws, never with the page's first view
// (docs/decisions/0014-weekly-chart-visx.md).
const ChartView = lazy(() => import('@cabkit/ui/WeeklyChart').then((m) => ({ default: m.WeeklyChart })));

/** The currency's symbol as prices print it (the axis's unit): the product writes the same symbol in every language. */
const unit = (price: (amount: number) => string) => price(0).replace(/[\p{Nd}\p{P}\p{Z}\p{Cf}]/gu, '');

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
  const currency = unit(price);
  return (
    <section className={css.page} aria-labelledby="period-chart-heading">
      <h2 id="period-chart-heading">{i18n._(STEP_HEADINGS[step])}</h2>
      <Suspense
        fallback={
          <Skeleton label={t`Loading the chart`}>
            <SkeletonCard lines={4} />
          </Skeleton>
        }
      >
        <ChartView
          title={t`${first} to ${last}`}
          days={buckets}
          formatValue={price}
          axisLabel={t`Spend (${currency})`}
          stepLabel={i18n._(STEP_LABELS[step])}
          emptyMessage={t`No bookings in this period.`}
          words={chartWords()}
        />
      </Suspense>
    </section>
  );
}
