import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue, i18n, loadPageMessages } from './language';

// A first view carries the shell's messages and its own page module's (docs/decisions/0031-messages-per-page.md);
// a move to another page fetches that module's share once.

afterEach(() => {
  vi.unstubAllGlobals();
  activateCatalogue({ language: 'en-GB', messages: {} });
});

/** A fetch that answers each page module's share with one message, and records what was asked. */
function stubFetch() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const page = url.split('/').pop()?.replace('.json', '');
      return new Response(JSON.stringify({ [`${page}-id`]: [`words of ${page}`] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return fetched;
}

describe("a page's messages on a move to it", () => {
  it("fetches a page module's share once, in the active language, beside what the first view brought", async () => {
    const fetched = stubFetch();
    activateCatalogue({ language: 'fr', messages: { shell: ['Accueil'] }, page: 'booking-page' });
    await loadPageMessages('booking-page');
    expect(fetched).toEqual([]);
    await loadPageMessages('invoice-page');
    await loadPageMessages('invoice-page');
    expect(fetched).toEqual(['/i18n/fr/invoice-page.json']);
    expect(i18n._('invoice-page-id')).toBe('words of invoice-page');
    expect(i18n._('shell')).toBe('Accueil');
  });

  it('fetches nothing where the whole catalogue is loaded (a change of language, a page the server did not draw)', async () => {
    const fetched = stubFetch();
    activateCatalogue({ language: 'fr', messages: { shell: ['Accueil'] } });
    await loadPageMessages('invoice-page');
    expect(fetched).toEqual([]);
  });

  it('drops a share that arrives after a change of language', async () => {
    const fetched = stubFetch();
    activateCatalogue({ language: 'fr', messages: {}, page: 'booking-page' });
    const move = loadPageMessages('invoice-page');
    activateCatalogue({ language: 'ar', messages: {} });
    await move;
    expect(fetched).toEqual(['/i18n/fr/invoice-page.json']);
    expect(i18n._('invoice-page-id')).toBe('invoice-page-id');
  });
});
