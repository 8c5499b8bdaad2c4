import type React from 'react';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/**
 * The words @cabkit/ui's components say of their own (step captions, paging, the countdown, dialogs' buttons), so
 * an app draws them in its language: it gives them once with `UiWordsProvider`; without it they are en-GB.
 */
export interface UiWords {
  /** "Step 2 of 4", the phone's caption of a step indicator. */
  stepOf: (step: number, count: number) => string;
  /** "Step 2:", read before a step's name. */
  stepNumber: (step: number) => string;
  /** "Page 2 of 5", announced as the page changes. */
  pageOf: (page: number, count: number) => string;
  /** What a closing countdown announces: "Less than 2 minutes left." and whether the time can be extended. */
  timeClosing: (minutes: number, canExtend: boolean) => string;
  /** "Earliest 01/06/2026 10:15", under the native date-time input. */
  earliest: (when: string) => string;
  /** "In 15 min", a quick pickup time button. */
  inMinutes: (minutes: number) => string;
  /**
   * Every other en-GB text a component shows (a button, a dialog's labels, a rule's message from @cabkit/domain) in
   * the app's language, looked up by that text; undefined keeps the en-GB (and anything not text, an element). `{name}` in a text is a place `fillIn`
   * fills after.
   */
  translate: (text: ReactNode) => string | undefined;
}

// No words by default: each component keeps its own en-GB words beside it, so a page carries only its own.
const WordsContext = createContext<Partial<UiWords>>({});

/** Gives the components below it their words in the app's language (a new value redraws them in place). */
export const UiWordsProvider = WordsContext.Provider as React.Provider<UiWords>;

/** Says an en-GB text in the app's language; anything else drawn (an element) stays as it is. */
type Say = <T extends ReactNode>(text: T) => T | string;

/**
 * How a component says its own words and the messages it is handed: the en-GB text is the key, so an en-GB page
 * carries each word once and pays nothing for the other languages.
 */
export function useSay(): Say {
  const { translate } = useContext(WordsContext);
  return (text) => translate?.(text) || text;
}

/** The words the app gave (none without a `UiWordsProvider` above: each component then says its en-GB words). */
export function useUiWords(): Partial<UiWords> {
  return useContext(WordsContext);
}
