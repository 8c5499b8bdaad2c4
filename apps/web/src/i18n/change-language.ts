import { LANGUAGE_COOKIE, type Language } from '@cabkit/domain/language';
import { activateCatalogue, catalogueUrl, loadUiWords, markDocument } from './language';

/**
 * Draws the app in `language` from here on: its catalogue (with the tenant's wording) from the server, the page's
 * root element's language and direction, and the cookie the server's next first view reads. The stores are left as
 * they are, so a booking in progress stays as it was.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const [response] = await Promise.all([fetch(catalogueUrl(language)), loadUiWords(language)]);
  if (!response.ok) throw new Error(`The ${language} messages could not be loaded (${response.status})`);
  const messages = await response.json();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  activateCatalogue({ language, messages });
  markDocument(language);
}
