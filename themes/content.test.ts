import { describe, expect, it } from 'vitest';
import { contentPageNames, fillContent, validateContent } from './content';
import defaultContent from './default/content.json';
import nightcabContent from './nightcab/content.json';

function errorsOf(json: unknown): string[] {
  const result = validateContent(json);
  return result.ok ? [] : result.errors;
}

describe('tenant content', () => {
  it('accepts the default and nightcab content with every page and the five demo airports', () => {
    for (const json of [defaultContent, nightcabContent]) {
      const result = validateContent(json);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(Object.keys(result.content.pages)).toEqual([...contentPageNames]);
      expect(result.content.services.map((s) => s.airportCode)).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY']);
    }
  });

  it('names the field of every problem', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the fixture is edited freely, into invalid shapes.
    const broken = structuredClone(defaultContent) as Record<string, any>;
    broken.pages.home.heading = '';
    delete broken.pages.cookie;
    broken.pages.about.blocks[0].colour = 'red';
    broken.services[1].slug = 'heathrow';
    broken.services[2].airportCode = 'stansted';
    expect(errorsOf(broken)).toEqual([
      'pages.home.heading: expected non-empty text',
      'pages.about.blocks[0].colour: unknown field',
      'pages.cookie: missing page (expected heading, description, intro, blocks)',
      'services[1].slug: "heathrow" is used twice',
      'services[2].airportCode: longer than 3 characters',
      'services[2].airportCode: "stansted" is not an IATA code',
    ]);
  });

  it('takes up to four short trust items and refuses more or longer ones', () => {
    const result = validateContent(defaultContent);
    expect(result.ok && result.content.trust).toEqual([
      'Licensed, vetted drivers',
      'Fixed prices before you book',
      'Control room open 24/7',
    ]);
    const { trust: _, ...withoutTrust } = defaultContent;
    const without = validateContent(withoutTrust);
    expect(without.ok && without.content.trust).toBeUndefined();
    expect(errorsOf({ ...defaultContent, trust: ['a', 'b', 'c', 'd', 'e'] })).toEqual(['trust: at most 4 items']);
    expect(errorsOf({ ...defaultContent, trust: ['x'.repeat(49), ''] })).toEqual([
      'trust: expected a list of non-empty texts',
    ]);
    expect(errorsOf({ ...defaultContent, trust: ['x'.repeat(49)] })).toEqual(['trust[0]: longer than 48 characters']);
  });

  it('rejects a file that is not an object', () => {
    expect(errorsOf([])).toEqual(['content: the file must be a JSON object with pages and services']);
  });

  it('fills the tenant name, phone, e-mail and address into the text', () => {
    const result = validateContent(defaultContent);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const filled = fillContent(result.content, {
      name: 'Midnight Cars',
      phone: '01',
      email: 'a@b.example',
      address: 'X',
    });
    expect(filled.pages.about.heading).toBe('About Midnight Cars');
    expect(JSON.stringify(filled)).not.toMatch(/\{(name|phone|email|address)\}/);
  });
});
