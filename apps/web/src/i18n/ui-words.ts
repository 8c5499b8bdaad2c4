import type { UiWords } from '@cabkit/ui/words';
import { plural, t } from '@lingui/core/macro';

/**
 * @cabkit/ui's own words from the app's catalogue, in the active language: UiWordsOfLanguage gives them to a fr or ar
 * page (this module loads with its language), so step captions, paging, countdowns and dialogs' buttons read in it.
 */
export function uiWords(): UiWords {
  return {
    bookingSteps: t`Booking steps`,
    stepOf: (step, count) => t`Step ${step} of ${count}`,
    stepNumber: (step) => t`Step ${step}:`,
    completed: t`(completed)`,
    pages: t`Pages`,
    previousPage: t`Previous page`,
    nextPage: t`Next page`,
    pageOf: (page, count) => t`Page ${page} of ${count}`,
    timeRemaining: t`Time remaining`,
    extendTime: t`Extend time`,
    timeClosing: (minutes, canExtend) => {
      const left = plural(minutes, { one: 'Less than # minute left.', other: 'Less than # minutes left.' });
      return canExtend ? `${left} ${t`You can extend the time.`}` : left;
    },
    processing: t`Processing`,
    close: t`Close`,
    cancel: t`Cancel`,
    ok: t`OK`,
    pickupTime: t`Pickup time`,
    asap: t`ASAP`,
    later: t`Later`,
    today: t`Today`,
    tomorrow: t`Tomorrow`,
    pickupDateAndTime: t`Pickup date and time`,
    loadingDateAndTime: t`Loading the date and time selectors`,
    earliest: (when) => t`Earliest ${when}`,
    quickPickupTimes: t`Quick pickup times`,
    inMinutes: (minutes) => t`In ${minutes} min`,
    date: t`Date`,
    chooseDate: t`Choose a date`,
    hour: t`Hour`,
    minute: t`Minute`,
    waitingAfterLanding: t`Waiting time after landing (minutes)`,
    done: t`Done`,
  };
}
