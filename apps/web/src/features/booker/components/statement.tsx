import { type DateRangeInput, dateRangeProblem } from '@cabkit/domain/validation';
import { Button } from '@cabkit/ui/Button';
import { LoadError } from '@cabkit/ui/LoadError';
import { DateRangeField } from '@cabkit/ui/DateRangeField';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonTableRows, SkeletonText } from '@cabkit/ui/Skeleton';
import { t } from '@lingui/core/macro';
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { useLanguage } from '../../../i18n/language';
import { sessionState } from '../../../state/session';
import { getStatement, type Statement as StatementAnswer } from '../api/statement';
import { periodPresets } from '../state/statement';
import * as css from './booker.css';

// The statement's figures, table and chart load with the first statement asked for, not with the page's form.
const StatementResult = lazy(() => import('./statement-result').then((m) => ({ default: m.StatementResult })));

/**
 * The commission statement (docs/behaviour/booker.md#commission, #statements): the booker's bookings for a
 * period chosen by two days or a preset, on the tenant's calendar (#local-days), with card, cash, price and
 * commission totals at the top, sortable columns with a menu per row, the period's spend as a chart and a CSV
 * download.
 */
export function Statement({ today = new Date() }: { today?: Date }) {
  const language = useLanguage();
  const { profile } = useSnapshot(sessionState);
  const bookerId = profile?.BookerId ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the presets' names are worded in `language`.
  const presets = useMemo(() => periodPresets(today), [today, language]);
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void show(period);
  };

  const skeleton = (
    <Skeleton label={t`Loading the statement`}>
      <SkeletonText lines={2} />
      <SkeletonTableRows rows={5} columns={4} />
    </Skeleton>
  );
  return (
    <PageLayout title={t`Commission`} intro={t`Your bookings, what they cost and the commission they earn, by period.`}>
      <form className={css.page} aria-label={t`Statement period`} onSubmit={onSubmit} noValidate>
        <DateRangeField
          label={t`Period`}
          fromLabel={t({ message: 'From', context: 'date' })}
          toLabel={t({ message: 'To', context: 'date' })}
          value={period}
          onChange={setPeriod}
          presets={presets}
          onPresetPress={(preset) => void show(preset)}
          showValidation={showValidation}
        />
        <div className={css.actions}>
          <Button type="submit">{t`Show statement`}</Button>
        </div>
      </form>
      <div role="status">{problem && <p>{problem.message}</p>}</div>
      {loading && !statement && skeleton}
      {error && <LoadError onRetry={() => void show(period)}>{error}</LoadError>}
      {statement && !error && (
        <Suspense fallback={skeleton}>
          <StatementResult statement={statement} loading={loading} />
        </Suspense>
      )}
    </PageLayout>
  );
}
