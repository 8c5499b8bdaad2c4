import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import type { WeeklyChart } from '@cabkit/ui/WeeklyChart';
import { t } from '@lingui/core/macro';
import { type ComponentProps, lazy, Suspense } from 'react';
import { chartWords } from './chart-words';

// The drawing (visx, about 15 KB gzip) loads with the chart it draws, never with a page's first view
// (docs/decisions/0014-weekly-chart-visx.md).
const ChartView = lazy(() => import('@cabkit/ui/WeeklyChart').then((m) => ({ default: m.WeeklyChart })));

/** The chart's props less what every spend chart sets the same way (the money formatting, its axis, its words). */
type SpendChartProps = Omit<ComponentProps<typeof WeeklyChart>, 'formatValue' | 'axisLabel' | 'words'> & {
  price: (amount: number) => string;
};

/** A spend-by-bar chart with prices on its axis, drawn once its code has loaded (a chart skeleton until then). */
export function SpendChart({ price, ...props }: SpendChartProps) {
  // The currency's symbol as prices print it: the product writes the same symbol in every language.
  const currency = price(0).replace(/[\p{Nd}\p{P}\p{Z}\p{Cf}]/gu, '');
  return (
    <Suspense
      fallback={
        <Skeleton label={t`Loading the chart`}>
          <SkeletonCard lines={4} />
        </Skeleton>
      }
    >
      <ChartView {...props} formatValue={price} axisLabel={t`Spend (${currency})`} words={chartWords()} />
    </Suspense>
  );
}
