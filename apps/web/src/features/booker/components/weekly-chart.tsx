import { weekCommencing } from '@cabkit/domain/time';
import { currencySymbol } from '@cabkit/domain/money';
import { Button } from '@cabkit/ui/Button';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { getWeeklyChart, type WeeklyChart as WeeklyAnswer } from '../api/weekly';
import { shiftWeek, ukDate } from '../state/statement';
import * as css from './booker.css';

// The chart's drawing loads only when a booker page shows it (docs/decisions/0011-weekly-chart-svg.md).
const ChartView = lazy(() => import('@cabkit/ui/WeeklyChart').then((m) => ({ default: m.WeeklyChart })));

const money = (amount: number) => `${currencySymbol('GBP')}${amount.toFixed(2)}`;

/**
 * The weekly booking chart (docs/behaviour/booker.md#weekly-chart): bookings and their value per day, week by week,
 * on the tenant's calendar. The last week stays drawn while the next loads, so the focused chart keeps focus as
 * the arrow keys move the week.
 */
export function WeeklyChart({
  bookerId,
  today = new Date(),
  headingLevel = 2,
}: {
  bookerId: number;
  today?: Date;
  /** The section heading's level (3 inside a page section). */
  headingLevel?: 2 | 3;
}) {
  const [week, setWeek] = useState(() => weekCommencing(today));
  const [chart, setChart] = useState<WeeklyAnswer | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setError('');
    setLoading(true);
    try {
      setChart(await getWeeklyChart(bookerId, week));
    } catch (e) {
      setError(userMessage(e));
    } finally {
      setLoading(false);
    }
  }, [bookerId, week]);

  useEffect(() => {
    void load();
  }, [load]);

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const days = (chart?.Days ?? []).map((d) => ({
    key: d.Date,
    label: `${d.Day} ${ukDate(d.Date)}`,
    shortLabel: d.Day.slice(0, 3),
    count: d.Count,
    value: d.Value,
  }));
  return (
    <section className={css.page} aria-labelledby="weekly-heading">
      <Heading id="weekly-heading">Weekly bookings</Heading>
      {error && (
        <div role="alert">
          <p>{error}</p>
          <Button variant="secondary" onPress={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {!chart && !error && <p role="status">Loading the week…</p>}
      {chart && (
        <Suspense fallback={<p role="status">Loading the chart…</p>}>
          <ChartView
            title={`Week commencing ${ukDate(chart.WeekCommencing)}`}
            days={days}
            formatValue={money}
            isLoading={loading}
            onPreviousWeek={() => setWeek((w) => shiftWeek(w, -1))}
            onNextWeek={() => setWeek((w) => shiftWeek(w, 1))}
          />
        </Suspense>
      )}
    </section>
  );
}
