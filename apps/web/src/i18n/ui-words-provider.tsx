import { UiWordsProvider } from '@cabkit/ui/words';
import type { ReactNode } from 'react';
import { activeUiWords, useLanguage } from './language';

/**
 * Gives @cabkit/ui's components their words in the page's language, and again when it changes; in en-GB it gives
 * none, so the components say their own en-GB words and an en-GB page carries nothing more.
 */
export function UiWordsOfLanguage({ children }: { children: ReactNode }) {
  useLanguage();
  const words = activeUiWords();
  return words ? <UiWordsProvider value={words}>{children}</UiWordsProvider> : children;
}
