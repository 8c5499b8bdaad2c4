import { describe, expect, it } from 'vitest';
import { classNamesIn, classNamesUsed, PageCache, sheetsFor } from './page-render';

describe('the style sheets a rendered page links', () => {
  it('reads the class names of a sheet, not file names, numbers or strings', () => {
    const css = '.a1b2{color:red}.x_y .z-9:hover{margin:.5rem;background:url(/img/a.png)}[data-x=".no"]{}';
    expect([...classNamesIn(css)].sort()).toEqual(['a1b2', 'x_y', 'z-9']);
  });

  it('links the sheets whose classes the markup uses, once, and none already in the page', () => {
    const sheets = new Map([
      ['/assets/wizard-AAAA1111.css', new Set(['w1', 'w2'])],
      ['/assets/map-BBBB2222.css', new Set(['m1'])],
      ['/assets/index-CCCC3333.css', new Set(['f1'])],
    ]);
    const html = '<div class="f1 w2"><p class="w1">x</p></div>';
    expect(classNamesUsed(html)).toEqual(new Set(['f1', 'w2', 'w1']));
    expect(sheetsFor(html, sheets, '<link rel="stylesheet" href="/assets/index-CCCC3333.css">')).toEqual([
      '/assets/wizard-AAAA1111.css',
    ]);
  });
});

describe('the rendered-page cache', () => {
  it('forgets the least recently used page when full, and any page once too old', () => {
    const cache = new PageCache<string>(2, 1_000);
    cache.set('/a', 'A', 0);
    cache.set('/b', 'B', 0);
    expect(cache.get('/a', 10)).toBe('A');
    cache.set('/c', 'C', 20);
    expect(cache.get('/b', 30)).toBeUndefined();
    expect(cache.get('/a', 30)).toBe('A');
    expect(cache.get('/c', 1_021)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
