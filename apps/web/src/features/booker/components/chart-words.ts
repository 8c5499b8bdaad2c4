import { plural, t } from '@lingui/core/macro';
import type { useDay } from '../../../i18n/formats';

/** A bar's names as the page's language writes them: in full for the table, short under the bar. */
interface BarNames {
  label: string;
  shortLabel: string;
}

/**
 * The names of a chart's bar from its first day (`yyyy-mm-dd`) and how long it is: 'Monday 23/11/2026' and
 * 'Mon' for a day, 'Week commencing 23/11/2026' and '23/11' for a week, 'November 2026' and 'Nov' for a month
 * (en-GB; 'lundi', 'nov.' in French): dates the page's locale writes, never the server's or the domain's words.
 */
export function barNames(day: string, step: 'day' | 'week' | 'month', toDay: ReturnType<typeof useDay>): BarNames {
  if (step === 'day')
    return { label: `${toDay(day, 'weekday')} ${toDay(day)}`, shortLabel: toDay(day, 'weekday-short') };
  if (step === 'week') {
    const commencing = toDay(day);
    return { label: t`Week commencing ${commencing}`, shortLabel: toDay(day, 'day-month') };
  }
  return { label: toDay(day, 'month-year'), shortLabel: toDay(day, 'month-short') };
}

/** A name inside a sentence: its first letter small ("Week commencing ..." after "Loading"). */
const inSentence = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * What @cabkit/ui's spend chart says around its figures, in the active language: the weekly chart and the
 * statement's period chart both give it, so the two read the same.
 */
export function chartWords() {
  return {
    previousWeek: t`Previous week`,
    nextWeek: t`Next week`,
    bookings: t`Bookings`,
    total: t`Total`,
    loading: (title: string) => {
      const period = inSentence(title);
      return t`Loading ${period}…`;
    },
    summary: (title: string, count: number, value: string) =>
      t`${title}: ${plural(count, { one: '# booking', other: '# bookings' })}, ${value}`,
    keysCaption: (title: string) => t`${title}. Left and right arrow keys move a week.`,
    figureCaption: (title: string, axisLabel: string, stepLabel: string) => {
      const [axis, step] = [inSentence(axisLabel), stepLabel.toLowerCase()];
      return t`${title}: ${axis} per ${step}. The table below reads each ${step}.`;
    },
    tableCaption: (title: string, axisLabel: string, stepLabel: string) => {
      const [axis, step] = [inSentence(axisLabel), stepLabel.toLowerCase()];
      return t`${title}: bookings and ${axis} per ${step}`;
    },
  };
}
