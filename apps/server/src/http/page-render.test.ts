import { describe, expect, it } from 'vitest';
import { startEntryAfterFirstPaint } from './entry-loader';
import { chunkSheetsFor, chunksFor, classNamesIn, classNamesUsed, PageCache, sheetsFor } from './page-render';

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

describe("the first view's code, asked for beside the entry", () => {
  // The shape of Vite's build manifest: source modules and shared `_chunks`, each with its static imports.
  const manifest = {
    'index.html': {
      file: 'assets/index-AAAA1111.js',
      isEntry: true,
      imports: ['_react-BBBB2222.js'],
      css: ['assets/index-AAAA1111.css'],
    },
    '_react-BBBB2222.js': { file: 'assets/react-BBBB2222.js' },
    'src/pages/booking-page.tsx': { file: 'assets/booking-page-CCCC3333.js', imports: ['_booking-DDDD4444.js'] },
    '_booking-DDDD4444.js': {
      file: 'assets/booking-DDDD4444.js',
      imports: ['_rules-EEEE5555.js', '_react-BBBB2222.js'],
      css: ['assets/booking-DDDD4444.css', 'assets/text-HHHH8888.css'],
    },
    '_rules-EEEE5555.js': { file: 'assets/rules-EEEE5555.js' },
    'src/features/booking/components/booking-wizard.tsx': {
      file: 'assets/booking-wizard-FFFF6666.js',
      imports: ['_booking-DDDD4444.js', '_wizard.css-GGGG7777.css'],
    },
    '_wizard.css-GGGG7777.css': { file: 'assets/wizard-GGGG7777.css' },
  };

  it("lists each drawn part's file, then what it imports, once each, without the entry's own files or CSS", () => {
    expect(
      chunksFor(['src/pages/booking-page.tsx', 'src/features/booking/components/booking-wizard.tsx'], manifest),
    ).toEqual([
      '/assets/booking-page-CCCC3333.js',
      '/assets/booking-DDDD4444.js',
      '/assets/rules-EEEE5555.js',
      '/assets/booking-wizard-FFFF6666.js',
    ]);
  });

  it("lists the style sheets the drawn parts' chunks import, once each, without the entry's", () => {
    expect(
      chunkSheetsFor(['src/pages/booking-page.tsx', 'src/features/booking/components/booking-wizard.tsx'], manifest),
    ).toEqual(['/assets/booking-DDDD4444.css', '/assets/text-HHHH8888.css']);
    expect(chunkSheetsFor(['src/pages/missing-page.tsx'], manifest)).toEqual([]);
  });

  it('leaves out modules the manifest does not know, and lists nothing without a manifest', () => {
    expect(chunksFor(['src/pages/missing-page.tsx'], manifest)).toEqual([]);
    expect(chunksFor(['src/pages/booking-page.tsx'], {})).toEqual([]);
  });

  it('puts the list on the entry loader at the end of the body; the head asks for no script', () => {
    const html =
      '<html><head><script type="module" crossorigin src="/assets/index-AAAA1111.js"></script></head><body><div id="root"></div></body></html>';
    const page = startEntryAfterFirstPaint(html, ['/assets/booking-page-CCCC3333.js', '/assets/rules-EEEE5555.js']);
    expect(page).toContain(
      '<script data-entry="/assets/index-AAAA1111.js" data-preload="/assets/booking-page-CCCC3333.js /assets/rules-EEEE5555.js">',
    );
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('<script');
    expect(startEntryAfterFirstPaint(html)).toContain('<script data-entry="/assets/index-AAAA1111.js">');
    // Only file names of the build go into the attribute.
    expect(startEntryAfterFirstPaint(html, ['/assets/x.js" onload="alert(1)'])).not.toContain('onload');
  });
});
