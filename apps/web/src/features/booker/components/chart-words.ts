import { plural, t } from '@lingui/core/macro';

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
