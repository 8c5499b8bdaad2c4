import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../src/services/i18n/locales/ar.json';
import fr from '../src/services/i18n/locales/fr.json';

// Every message the server writes is in each language's catalogue (docs/decisions/0027-server-languages.md).
const catalogues = { fr, ar } as Record<string, Record<string, string>>;

/** The en-GB messages the e-mail and text templates and the invoice PDF write with `t('...')`. */
function templateMessages(): string[] {
  const folders = ['mail', 'messages', 'reports'].map((name) => join(__dirname, '../src/services', name));
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => {
        const source = readFileSync(join(folder, name), 'utf8');
        return [...source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => (m[1] ?? '').replace(/\\'/g, "'"));
      }),
  );
}

describe('the server catalogues', () => {
  it('hold the same messages in every language', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fr).sort());
  });

  it('hold every message the templates write', () => {
    const written = templateMessages();
    expect(written.length).toBeGreaterThan(20);
    for (const [language, catalogue] of Object.entries(catalogues))
      expect(
        written.filter((message) => !(message in catalogue)),
        language,
      ).toEqual([]);
  });

  it("word a message as the web app's catalogue does, where both hold it (the page compares its refusals)", () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const po = readFileSync(join(__dirname, `../../web/src/locales/${language}/messages.po`), 'utf8');
      // A message with a context (msgctxt: "From" a day, not a place) is another message: the server has none.
      const disagreeing = [...po.matchAll(/^(?<!msgctxt .*\n)msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)]
        .map(([, id = '', text = '']) => [id.replace(/\\"/g, '"'), text.replace(/\\"/g, '"')])
        .filter(([id = '', text]) => text !== '' && id in catalogue && catalogue[id] !== text);
      expect(disagreeing, language).toEqual([]);
    }
  });

  it('keep the placeholders of each message in its translation', () => {
    for (const catalogue of Object.values(catalogues))
      for (const [source, translation] of Object.entries(catalogue)) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(translation), source).toEqual(names(source));
      }
  });
});
