import type React from 'react';
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
  /** The date-time picker's first two days, before their date: "Today 01/06/2026", "Tomorrow 02/06/2026". */
  today: string;
  tomorrow: string;
  /** The date-time picker's title and its native input's label. */
  pickupDateAndTime: string;
  loadingDateAndTime: string;
  /** "Earliest 01/06/2026 10:15", under the native date-time input. */
  earliest: (when: string) => string;
  quickPickupTimes: string;
  /** "In 15 min", a quick pickup time button. */
  inMinutes: (minutes: number) => string;
  date: string;
  chooseDate: string;
  hour: string;
  minute: string;
  waitingAfterLanding: string;
  done: string;
}

// No words by default: each component keeps its own en-GB words beside it, so a page carries only its own.
const WordsContext = createContext<Partial<UiWords>>({});

/** Gives the components below it their words in the app's language (a new value redraws them in place). */
export const UiWordsProvider = WordsContext.Provider as React.Provider<UiWords>;

/** The words the app gave (none without a `UiWordsProvider` above: each component then says its en-GB words). */
export function useUiWords(): Partial<UiWords> {
  return useContext(WordsContext);
}
