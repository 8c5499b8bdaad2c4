import { DEFAULT_LANGUAGE, isLanguage } from '@cabkit/domain/language';
import { activateCatalogue, catalogueUrl, loadUiWords, markDocument } from './language';

/**
 * The messages of a page the server did not draw (the development server, or a render that failed): the catalogue
 * of the language on the page's root element, fetched. Its own module: a page the server drew never needs it.
 */
export async function startLanguageFromDocument(): Promise<void> {
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const [response] = await Promise.all([fetch(catalogueUrl(language)).catch(() => undefined), loadUiWords(language)]);
  activateCatalogue({ language, messages: response?.ok ? await response.json() : {} });
  markDocument(language);
}
