import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLanguage } from './language';

/**
 * react-aria's locale on the server, kept to the language of the messages. The browser needs no provider: the app
 * hands react-aria the same locale as its default (markDocument in ./language.ts), so the page hydrates as drawn.
 */
export function AriaLanguage({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useLanguage()}>{children}</I18nProvider>;
}
