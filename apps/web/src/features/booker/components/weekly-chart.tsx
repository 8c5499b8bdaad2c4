import { weekCommencing } from '@cabkit/domain/time';
import { LoadError } from '@cabkit/ui/LoadError';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { plural, t } from '@lingui/core/macro';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { useDay, useMoney } from '../../../i18n/formats';
import { getWeeklyChart, type WeeklyChart as WeeklyAnswer } from '../api/weekly';
import { shiftWeek } from '../state/statement';
import * as css from './booker.css';
import { barNames } from './chart-words';
import { SpendChart } from './spend-chart';

// The chart (visx, about 15 KB gzip) is in no page's first load (docs/decisions/0014-weekly-chart-visx.md): it loads
// once the section is near the screen and the reader has used the page (moved the pointer, touched, scrolled or
// pressed a key, moved focus). Until then the week's summary stands in its place.
const FIRST_USE = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * True once the element is on screen or within 200 px of it and the page has been used; at once where
 * IntersectionObserver is absent.
 */
function useChartWanted(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      setUsed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  useEffect(() => {
    if (used) return;
    // A page already scrolled from its top was used before the app took it over (the server draws the page first).
    if (window.scrollY > 0) {
      setUsed(true);
      return;
    }
    const onUse = () => setUsed(true);
    for (const type of FIRST_USE) window.addEventListener(type, onUse, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, onUse, { capture: true });
    };
  }, [used]);
  return near && used;
}

/**
 * The weekly booking chart (docs/behaviour/booker.md#weekly-chart): the spend per day, week by week,
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
  const toDay = useDay();
  const formatMoney = useMoney();
  const price = (amount: number) => formatMoney(amount, undefined, 'always');
  const [week, setWeek] = useState(() => weekCommencing(today));
  const [chart, setChart] = useState<WeeklyAnswer | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const section = useRef<HTMLElement>(null);
  const shown = useChartWanted(section);

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
    ...barNames(d.Date, 'day', toDay),
    count: d.Count,
    value: d.Value,
  }));
  const weekCount = days.reduce((n, d) => n + d.count, 0);
  const commencing = chart ? toDay(chart.WeekCommencing) : '';
  const spend = price(days.reduce((n, d) => n + d.value, 0));
  return (
    <section ref={section} className={css.page} aria-labelledby="weekly-heading">
      <Heading id="weekly-heading">{t`Weekly spend`}</Heading>
      {error && <LoadError onRetry={() => void load()}>{error}</LoadError>}
      {!chart && !error && (
        <Skeleton label={t`Loading the week`}>
          <SkeletonCard lines={4} />
        </Skeleton>
      )}
      {chart && !shown && (
        <p role="status">
          {t`Week commencing ${commencing}: ${plural(weekCount, { one: '# booking', other: '# bookings' })}, ${spend}`}
        </p>
      )}
      {chart && shown && (
        <SpendChart
          title={t`Week commencing ${commencing}`}
          days={days}
          price={price}
          isLoading={loading}
          onPreviousWeek={() => setWeek((w) => shiftWeek(w, -1))}
          onNextWeek={() => setWeek((w) => shiftWeek(w, 1))}
        />
      )}
    </section>
  );
}
