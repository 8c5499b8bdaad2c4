import { DEFAULT_LANGUAGE, isLanguage, type Language, languageDirection } from '@cabkit/domain/language';
import type { UiWords } from '@cabkit/ui/words';
import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';

/**
 * The app's messages (docs/decisions/0025-lingui.md). The build keeps only each message's id in the code; its words
 * come in the active language's catalogue, which the server puts into the first view's data (with the tenant's own
 * wording over it) and serves at `/i18n/<language>.json` for a change of language.
 */
export { i18n };

/**
 * The language of a catalogue the server sent, and its compiled messages: with `page`, only the shell's and that
 * page module's (a first view, docs/decisions/0031-messages-per-page.md); without, the language's whole catalogue.
 */
export interface Catalogue {
  language: Language;
  messages: Messages;
  page?: string;
}

/** The page modules whose messages the active language has; null when it has its whole catalogue. */
let pagesLoaded: Set<string> | null = null;

/** Makes `catalogue` the one every message is drawn from (on the server before each render, in the browser once). */
export function activateCatalogue(catalogue: Catalogue): void {
  pagesLoaded = catalogue.page === undefined ? null : new Set([catalogue.page]);
  i18n.loadAndActivate({ locale: catalogue.language, messages: catalogue.messages });
}

/**
 * Adds the messages of page module `page` (its name under src/pages) to the active language, for a move to a page
 * whose messages the first view did not bring; nothing when they are there already. A failed fetch leaves the page
 * to draw what it has (the move itself fails the same way when the network is gone).
 */
export async function loadPageMessages(page: string): Promise<void> {
  const loaded = pagesLoaded;
  if (!loaded || loaded.has(page)) return;
  const language = activeLanguage();
  const response = await fetch(pageCatalogueUrl(language, page)).catch(() => undefined);
  if (!response?.ok) return;
  const messages = (await response.json()) as Messages;
  // A change of language meanwhile brought a whole catalogue: these words are no longer wanted.
  if (pagesLoaded !== loaded || i18n.locale !== language) return;
  loaded.add(page);
  i18n.load(language, messages);
}

/** How @cabkit/ui's words are made from the active catalogue (./ui-words.ts), once a page needs them. */
let makeUiWords: (() => UiWords) | null = null;

/**
 * Makes @cabkit/ui's words available for `language` before anything is drawn in it. en-GB needs nothing: the
 * components' own words are en-GB, so an en-GB page loads no more than it did. Any other language loads the small
 * module that words them from the catalogue (a chunk of its own, fetched beside the catalogue's language switch or
 * the first view's take-over); the server's renderer has it from the start (`setUiWordsMaker`).
 */
export async function loadUiWords(language: Language): Promise<void> {
  if (language === 'en-GB' || makeUiWords) return;
  const { uiWords } = await import('./ui-words');
  makeUiWords ??= uiWords;
}

/** Sets how @cabkit/ui's words are made, where the module is bundled in anyway (the server's renderer, tests). */
export function setUiWordsMaker(maker: () => UiWords): void {
  makeUiWords = maker;
}

/**
 * @cabkit/ui's words in the active language, for `UiWordsProvider`; undefined in en-GB (the components say their
 * own) or before `loadUiWords`.
 */
export function activeUiWords(): UiWords | undefined {
  return i18n.locale === 'en-GB' || !makeUiWords ? undefined : makeUiWords();
}

/** The language messages are drawn in now (en-GB before any catalogue). */
export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Where a language's catalogue is served, with the tenant's wording in it. */
export function catalogueUrl(language: Language): string {
  return `/i18n/${language}.json`;
}

/** Where the messages a page module has beyond the shell's are served in a language, with the tenant's wording. */
function pageCatalogueUrl(language: Language, page: string): string {
  return `/i18n/${language}/${encodeURIComponent(page)}.json`;
}

/** Where react-aria reads the locale a page is drawn in (its `useDefaultLocale`, as a server would hand it over). */
const ariaLocale = Symbol.for('react-aria.i18n.locale');

/**
 * Puts a language on the page: the root element's tag (speech, hyphenation, fonts) and direction, and react-aria's
 * locale (its dates, numbers, announcements and direction), which its components take up at once (the browser's
 * `languagechange` event). No provider in the browser: react-aria's own default locale costs the first view nothing.
 */
export function markDocument(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = languageDirection(language);
  (window as unknown as Record<symbol, string>)[ariaLocale] = language;
  window.dispatchEvent(new Event('languagechange'));
}

const onChange = (listener: () => void) => i18n.on('change', listener);
const currentLocale = () => i18n.locale;

/**
 * The language messages are drawn in, and a new render of the calling component when it changes: each component
 * that draws messages (Lingui's `t`) calls it, so a change of language redraws the page where it stands.
 */
export function useLanguage(): string {
  return useSyncExternalStore(onChange, currentLocale, currentLocale);
}

/** The header's place for the display-currency choice, which the first price on a page fills (no first view pays). */
export const CURRENCY_CHOICE_SLOT = 'currency-choice';
