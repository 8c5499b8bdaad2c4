import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageDirection, languagesOffered, pickLanguage } from './index';

describe('the language a page is drawn in', () => {
  const all = [...LANGUAGES];
  it.each([
    // The visitor's choice first, when offered.
    [{ chosen: 'ar', acceptLanguage: 'fr', offered: all }, 'ar'],
    [{ chosen: 'fr', acceptLanguage: '', offered: ['en-GB', 'ar'] }, 'en-GB'],
    [{ chosen: 'de', acceptLanguage: 'fr', offered: all }, 'fr'],
    // Then the browser's languages by weight, matched by tag or by language.
    [{ acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.8', offered: all }, 'fr'],
    [{ acceptLanguage: 'en-US,en;q=0.9', offered: ['fr', 'en-GB'] }, 'en-GB'],
    [{ acceptLanguage: 'de;q=1, ar-AE;q=0.5, fr;q=0.4', offered: all }, 'ar'],
    [{ acceptLanguage: 'fr;q=0.2, ar;q=0.8', offered: all }, 'ar'],
    [{ acceptLanguage: 'fr;q=0, *', offered: all }, 'en-GB'],
    [{ acceptLanguage: 'AR', offered: all }, 'ar'],
    // Then the tenant's default: the first it offers.
    [{ acceptLanguage: 'de-DE', offered: ['fr', 'en-GB'] }, 'fr'],
    [{ offered: all }, 'en-GB'],
    [{ acceptLanguage: 'fr', offered: [] }, 'fr'],
  ] as const)('%j is %s', (request, expected) => {
    expect(pickLanguage({ ...request, offered: [...request.offered] })).toBe(expected);
  });
});

describe('the languages a tenant offers', () => {
  it.each([
    [undefined, ['en-GB', 'fr', 'ar']],
    [[], ['en-GB', 'fr', 'ar']],
    [['en-GB'], ['en-GB']],
    [
      ['fr', 'de', 'fr', 'en-GB'],
      ['fr', 'en-GB'],
    ],
    ['fr', ['en-GB', 'fr', 'ar']],
  ])('%j offers %j', (listed, expected) => {
    expect(languagesOffered(listed)).toEqual(expected);
  });
});

describe('the direction of a language', () => {
  it.each([
    ['en-GB', 'ltr'],
    ['fr', 'ltr'],
    ['ar', 'rtl'],
  ] as const)('%s runs %s', (language, direction) => {
    expect(languageDirection(language)).toBe(direction);
  });
});
