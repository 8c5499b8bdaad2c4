import { createContext, useContext } from 'react';

/**
 * The words @cabkit/ui's components say of their own (step captions, paging, the countdown, dialogs' buttons), so
 * an app draws them in its language: it gives them once with `UiWordsProvider`; without it they are en-GB.
 */
export interface UiWords {
  bookingSteps: string;
  /** "Step 2 of 4", the phone's caption of a step indicator. */
  stepOf: (step: number, count: number) => string;
  /** "Step 2:", read before a step's name. */
  stepNumber: (step: number) => string;
  completed: string;
  pages: string;
  previousPage: string;
  nextPage: string;
  /** "Page 2 of 5", announced as the page changes. */
  pageOf: (page: number, count: number) => string;
  timeRemaining: string;
  extendTime: string;
  /** What a closing countdown announces: "Less than 2 minutes left." and whether the time can be extended. */
  timeClosing: (minutes: number, canExtend: boolean) => string;
  /** What a busy submit button says. */
  processing: string;
  close: string;
  cancel: string;
  ok: string;
  pickupTime: string;
  asap: string;
  later: string;
}

const englishWords: UiWords = {
  bookingSteps: 'Booking steps',
  stepOf: (step, count) => `Step ${step} of ${count}`,
  stepNumber: (step) => `Step ${step}:`,
  completed: '(completed)',
  pages: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  timeRemaining: 'Time remaining',
  extendTime: 'Extend time',
  timeClosing: (minutes, canExtend) => {
    const left = `Less than ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
    return canExtend ? `${left}. You can extend the time.` : `${left}.`;
  },
  processing: 'Processing',
  close: 'Close',
  cancel: 'Cancel',
  ok: 'OK',
  pickupTime: 'Pickup time',
  asap: 'ASAP',
  later: 'Later',
};

const WordsContext = createContext<UiWords>(englishWords);

/** Gives the components below it their words in the app's language (a new value redraws them in place). */
export const UiWordsProvider = WordsContext.Provider;

/** The words of the app's language (en-GB when no `UiWordsProvider` is above). */
export function useUiWords(): UiWords {
  return useContext(WordsContext);
}

/** The en-GB words, for what is worded outside a component (a pure function's default). */
export function defaultUiWords(): UiWords {
  return englishWords;
}
