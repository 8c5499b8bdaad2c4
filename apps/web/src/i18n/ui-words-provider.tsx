import { type UiWords, UiWordsProvider } from '@cabkit/ui/words';
import type { ReactNode } from 'react';
import { activeUiWords, useLanguage } from './language';

/**
 * Gives @cabkit/ui's components their words in the page's language, and again when it changes; in en-GB it gives
 * none, so the components say their own en-GB words and an en-GB page carries nothing more.
 */
export function UiWordsOfLanguage({ children }: { children: ReactNode }) {
  useLanguage();
  // Always the provider, with no words in en-GB: the page below keeps its place (and its state) when the language
  // changes, instead of being drawn anew under a provider that was not there.
  return <UiWordsProvider value={activeUiWords() ?? NO_WORDS}>{children}</UiWordsProvider>;
}

/** What en-GB gives: nothing, so each component says its own words. */
const NO_WORDS = {} as UiWords;
