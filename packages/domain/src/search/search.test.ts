import { describe, expect, it } from 'vitest';
import { boundedEditDistance, foldSearchText, parsePostcodeQuery, queryWords, searchWords } from './index';

describe('address search text', () => {
  it('folds case, diacritics, apostrophes and punctuation', () => {
    expect(foldSearchText('  King’s  CROSS, Café  ')).toBe('kings cross cafe');
    expect(foldSearchText('Fortnum & Mason')).toBe('fortnum & mason');
  });

  it('writes abbreviations out in indexed text', () => {
    expect(searchWords('Liverpool St')).toEqual(['liverpool', 'street']);
    expect(searchWords("King's Rd & Co")).toEqual(['kings', 'road', 'and', 'co']);
  });

  it('lets a query word match itself and its full form', () => {
    expect(queryWords('kings rd')).toEqual([
      { text: 'kings', prefixes: ['kings'] },
      { text: 'rd', prefixes: ['rd', 'road'] },
    ]);
    expect(queryWords('v & a')[1]).toEqual({ text: '&', prefixes: ['and'] });
    expect(queryWords(' ')).toEqual([]);
  });

  it('reads full and partial postcodes, with or without the space', () => {
    expect(parsePostcodeQuery('n19al')).toEqual({ outward: 'N1', inward: '9AL' });
    expect(parsePostcodeQuery('N1 9AL')).toEqual({ outward: 'N1', inward: '9AL' });
    expect(parsePostcodeQuery('SW1A 1')).toEqual({ outward: 'SW1A', inward: '1' });
    expect(parsePostcodeQuery('N1')).toEqual({ outward: 'N1', inward: '' });
    expect(parsePostcodeQuery('kings')).toBeNull();
  });

  it('measures small edit distances and stops past the bound', () => {
    expect(boundedEditDistance('padington', 'paddington', 2)).toBe(1);
    expect(boundedEditDistance('gatwik', 'gatwick', 1)).toBe(1);
    expect(boundedEditDistance('marlyebone', 'marylebone', 1)).toBe(1);
    expect(boundedEditDistance('paris', 'marischal', 1)).toBe(2);
  });
});
