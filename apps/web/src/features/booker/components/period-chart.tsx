import { spendByPeriod, spendStep, statusKind } from '@cabkit/domain';
import { formatPrice } from '@cabkit/domain/money';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { lazy, Suspense } from 'react';
import type { StatementRow } from '../api/statement';
import { ukDate } from '../state/statement';
import * as css from './booker.css';

// The drawing (visx) loads with the statement it draws, never with the page's first view
// (docs/decisions/0014-weekly-chart-visx.md).
const ChartView = lazy(() => import('@cabkit/ui/WeeklyChart').then((m) => ({ default: m.WeeklyChart })));

/** The currency's symbol as prices print it (the axis's unit). */
const unit = () => formatPrice(0).replace(/[\d.]/g, '');

const STEP_LABELS = { day: 'Day', week: 'Week', month: 'Month' } as const;

/**
 * The spend of the statement's period, on one money axis: by day for a week, by week for a month, by month for a
 * year (docs/behaviour/booker.md#statements); cancelled bookings do not count. A table reads the same figures.
 */
export function PeriodChart({ rows, from, to }: { rows: readonly StatementRow[]; from: string; to: string }) {
  const buckets = spendByPeriod(
    rows.filter((r) => statusKind(r.Status) !== 'cancelled').map((r) => ({ at: r.Date, value: r.Price })),
    { from, to },
  );
  const step = spendStep(from, to);
  return (
    <section className={css.page} aria-labelledby="period-chart-heading">
      <h2 id="period-chart-heading">Spend per {step}</h2>
      <Suspense
        fallback={
          <Skeleton label="Loading the chart">
            <SkeletonCard lines={4} />
          </Skeleton>
        }
      >
        <ChartView
          title={`${ukDate(from)} to ${ukDate(to)}`}
          days={buckets}
          formatValue={(amount) => formatPrice(amount)}
          axisLabel={`Spend (${unit()})`}
          stepLabel={STEP_LABELS[step]}
          emptyMessage="No bookings in this period."
        />
      </Suspense>
    </section>
  );
}
