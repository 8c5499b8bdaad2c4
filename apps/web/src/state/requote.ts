import type { requestQuote } from './quote';

/**
 * Asks for a new quotation (state/quote.ts `requestQuote`), fetching the quotation's code and the API client
 * under it with the first ask: the first view draws the journey without them, and the visitor's first choice
 * brings them.
 */
export function requote(...options: Parameters<typeof requestQuote>): Promise<void> {
  return import('./quote').then((quote) => quote.requestQuote(...options));
}
