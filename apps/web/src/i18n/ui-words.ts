import type { UiWords } from '@cabkit/ui/words';
import { plural, t } from '@lingui/core/macro';
import { translator } from './said-words';

/**
 * @cabkit/ui's own words from the app's catalogue, in the active language: UiWordsOfLanguage gives them to a fr or ar
 * page (this module loads with its language), so step captions, paging, countdowns, dialogs and the rules' messages read in it.
 */
export function uiWords(): UiWords {
  return {
    stepOf: (step, count) => t`Step ${step} of ${count}`,
    stepNumber: (step) => t`Step ${step}:`,
    pageOf: (page, count) => t`Page ${page} of ${count}`,
    timeClosing: (minutes, canExtend) => {
      const left = plural(minutes, { one: 'Less than # minute left.', other: 'Less than # minutes left.' });
      return canExtend ? `${left} ${t`You can extend the time.`}` : left;
    },
    earliest: (when) => t`Earliest ${when}`,
    inMinutes: (minutes) => t`In ${minutes} min`,
    translate: translator(),
  };
}
