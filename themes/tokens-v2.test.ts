import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import contrastTokens from './contrast/tokens.json';
import defaultTokens from './default/tokens.json';
import {
  brandAssets,
  contrastRatio,
  fontFaceCss,
  parseColour,
  type Rgba,
  type TenantFont,
  type ThemeTokens,
  themeScales,
  validateTokens,
} from './index';
import midnightTokens from './midnight/tokens.json';
import nightcabTokens from './nightcab/tokens.json';
import { tokenSchema } from './schema';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const themes = { default: defaultTokens, nightcab: nightcabTokens, midnight: midnightTokens, contrast: contrastTokens };

function resolved(json: unknown) {
  const result = validateTokens(json);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result;
}

const rgb = (value: string): Rgba => {
  const parsed = parseColour(value);
  if (!parsed) throw new Error(`${value} is not a hex colour`);
  return parsed;
};
const ratio = (first: string, second: string) => contrastRatio(rgb(first), rgb(second));
const px = (value: string) => Number(/^(\d+(?:\.\d+)?)px$/.exec(value)?.[1] ?? Number.NaN);

describe('tokens.schema.json', () => {
  it('is the schema generated from the theme contract', () => {
    const committed = JSON.parse(readFileSync(join(here, 'tokens.schema.json'), 'utf8'));
    expect(committed).toEqual(tokenSchema());
  });

  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(tokenSchema());
  it.each(Object.entries(themes))('accepts the shipped %s tokens', (_id, tokens) => {
    validate(tokens);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('refuses a file without the brand block or with a hand-picked focus colour', () => {
    const copy = structuredClone(defaultTokens) as Record<string, unknown> & { color: Record<string, unknown> };
    delete copy.$extensions;
    copy.color.focus = { $value: '#9a3412' };
    expect(validate(copy)).toBe(false);
  });
});

// Every text/background pair the theme uses: WCAG 2.2 AA, 4.5:1.
const TEXT_PAIRS: [string, string][] = [
  ['onBrand', 'brand'],
  ['warning', 'surface'],
  ['warning', 'warningSurface'],
  ['info', 'surface'],
  ['info', 'infoSurface'],
  ['neutral', 'surface'],
  ['neutral', 'neutralSurface'],
  ['critical', 'surfaceRaised'],
  ['positive', 'surface'],
];

describe.each(Object.entries(themes))('the %s tenant (tokens version 2)', (id, json) => {
  const { tokens, brand } = resolved(json);
  const colour = tokens.color as Record<string, string>;
  const scales = themeScales(tokens as ThemeTokens);

  it.each(TEXT_PAIRS)('%s on %s meets 4.5:1', (foreground, background) => {
    expect(ratio(colour[foreground] as string, colour[background] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('has chart colours that stand out from the surface (3:1) and from each other', () => {
    const series = Object.values(tokens.chart);
    expect(series).toHaveLength(6);
    for (const value of series) expect(ratio(value, colour.surface as string)).toBeGreaterThanOrEqual(3);
    expect(new Set(series).size).toBe(6);
  });

  it.each(['brand', 'accent'] as const)('%s scales: text steps 11 and 12 read on background steps', (name) => {
    for (const appearance of ['light', 'dark'] as const) {
      const scale = scales[name][appearance];
      expect(scale).toHaveLength(12);
      const step = (n: number) => scale[n - 1] as string;
      expect(ratio(step(11), step(1))).toBeGreaterThanOrEqual(4.5);
      expect(ratio(step(11), step(2))).toBeGreaterThanOrEqual(4.5);
      for (const background of [1, 2, 3]) expect(ratio(step(12), step(background))).toBeGreaterThanOrEqual(7);
    }
  });

  it('draws focus from the accent: visible on every surface, never the critical colour', () => {
    expect(scales.accent[brand.appearance]).toContain(colour.focus);
    for (const surface of ['surface', 'surfaceRaised', 'surfaceSunken']) {
      expect(ratio(colour.focus as string, colour[surface] as string)).toBeGreaterThanOrEqual(3);
    }
    expect(colour.focus).not.toBe(colour.critical);
  });

  it('declares the appearance its surface has', () => {
    const dark = ratio(colour.surface as string, '#000000') < ratio(colour.surface as string, '#ffffff');
    expect(brand.appearance).toBe(dark ? 'dark' : 'light');
  });

  it('sets headings 28 px or more on phones, larger on desktops, containers 1,120/720, sections on 8 px', () => {
    const { h1, h2, h3 } = tokens.font.heading;
    expect(px(h1.phone)).toBeGreaterThanOrEqual(28);
    expect(px(h1.desktop)).toBeGreaterThanOrEqual(40);
    for (const level of [h1, h2, h3]) expect(px(level.desktop)).toBeGreaterThan(px(level.phone));
    expect(px(h1.phone)).toBeGreaterThan(px(h2.phone));
    expect(px(h2.phone)).toBeGreaterThan(px(h3.phone));
    expect(tokens.container).toEqual({ page: '1120px', reading: '720px' });
    for (const value of Object.values(tokens.section)) expect(px(value) % 8).toBe(0);
  });

  it('ships its logos, mark, hero and vehicle pictures as small SVGs that load nothing else', () => {
    const files = brandAssets(brand);
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      const path = join(here, id, file);
      expect(existsSync(path), path).toBe(true);
      const svg = readFileSync(path, 'utf8');
      // What travels: the server sends SVGs compressed. An outlined wordmark is long as text, small as sent.
      expect(statSync(path).size).toBeLessThan(12_288);
      expect(gzipSync(svg).length).toBeLessThan(4096);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|<image|href="http|url\(http|on[a-z]+=/i);
    }
    expect(Object.keys(brand.imagery.vehicles).sort()).toEqual(['estate', 'executive', 'minibus', 'mpv', 'saloon']);
  });

  it('ships one or two OFL woff2 fonts, each named first in its font stack with its fallback face next', () => {
    expect(brand.fonts.length).toBeGreaterThanOrEqual(1);
    expect(brand.fonts.length).toBeLessThanOrEqual(2);
    for (const font of brand.fonts) {
      const folder = dirname(require.resolve(`${font.package}/package.json`));
      expect(existsSync(join(folder, 'files', font.file))).toBe(true);
      expect(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).license).toBe('OFL-1.1');
      expect(readFileSync(join(folder, 'LICENSE'), 'utf8')).toContain('SIL Open Font License');
      const stack = font.role === 'body' ? tokens.font.family.body : tokens.font.family.heading;
      expect(stack.startsWith(`"${font.family}", "${font.fallbackFamily}", `)).toBe(true);
    }
    const css = fontFaceCss(brand, (font) => `/fonts/${font.file}`);
    // Each font, its stand-in at the regular weight, one stand-in face per other weight, and the digits' faces.
    const faces = brand.fonts.reduce(
      (sum, font) =>
        sum +
        2 +
        Object.keys(font.fallback.weights ?? {}).length +
        Object.values(font.fallback.ranges ?? {}).reduce((count, sizes) => count + Object.keys(sizes).length, 0),
      0,
    );
    expect(css.match(/@font-face/g)).toHaveLength(faces);
    for (const font of brand.fonts)
      expect(css).toContain(
        `@font-face{font-family:"${font.fallbackFamily}";font-weight:700;src:${font.fallback.local.map((name) => `local("${name} Bold")`).join(',')};size-adjust:${font.fallback.weights?.['700']};`,
      );
  });

  it('sizes the fallback faces at every weight its tokens use (scripts/font-fallbacks.mjs measures them)', () => {
    const weights = Object.values(tokens.font.weight)
      .map(Number)
      .filter((weight) => weight !== 400)
      .map(String)
      .sort();
    for (const font of brand.fonts) {
      expect(Object.keys(font.fallback.weights ?? {}).sort()).toEqual(weights);
      expect(Object.keys(font.fallback.ranges?.['U+30-39'] ?? {}).sort()).toEqual(['400', ...weights].sort());
    }
  });
});

describe('the fallback faces', () => {
  const font: TenantFont = {
    family: 'Web',
    role: 'body',
    package: '@fontsource-variable/web',
    file: 'web.woff2',
    weight: '100 900',
    fallbackFamily: 'Web fallback',
    fallback: {
      local: ['Arial'],
      sizeAdjust: '110%',
      ascentOverride: '90%',
      descentOverride: '20%',
      lineGapOverride: '0%',
      weights: { 500: '99%', 700: '100%' },
      ranges: { 'U+30-39': { 400: '121%', 700: '132%' } },
    },
  };
  const css = (fallback: object) =>
    fontFaceCss(
      { ...resolved(defaultTokens).brand, fonts: [{ ...font, fallback: { ...font.fallback, ...fallback } }] },
      () => '/web.woff2',
    );

  it('draws each weight at its own size, with the ascent and descent of the web font in px', () => {
    const rules = css({}).split('@font-face').slice(2);
    expect(rules).toEqual([
      '{font-family:"Web fallback";src:local("Arial");size-adjust:110%;ascent-override:90%;descent-override:20%;line-gap-override:0%}',
      '{font-family:"Web fallback";font-weight:500;src:local("Arial");size-adjust:99%;ascent-override:100%;descent-override:22.22%;line-gap-override:0%}',
      '{font-family:"Web fallback";font-weight:700;src:local("Arial Bold");size-adjust:100%;ascent-override:99%;descent-override:22%;line-gap-override:0%}',
      // Digits last, so their faces win for their characters.
      '{font-family:"Web fallback";src:local("Arial");unicode-range:U+30-39;size-adjust:121%;ascent-override:81.82%;descent-override:18.18%;line-gap-override:0%}',
      '{font-family:"Web fallback";font-weight:700;src:local("Arial Bold");unicode-range:U+30-39;size-adjust:132%;ascent-override:75%;descent-override:16.67%;line-gap-override:0%}',
    ]);
  });

  it('draws bold with the local bold at the regular size when no weights are measured', () => {
    expect(css({ weights: undefined, ranges: undefined })).toContain(
      '@font-face{font-family:"Web fallback";font-weight:700;src:local("Arial Bold");size-adjust:110%;ascent-override:90%;',
    );
  });

  it('refuses a weight that is not 100 to 900, a range that is not U+..., or a size that is not a percentage', () => {
    const copy = structuredClone(defaultTokens) as { $extensions: Record<string, { fonts: { fallback: object }[] }> };
    const body = copy.$extensions['app.cabkit']?.fonts[0] as { fallback: object };
    body.fallback = { ...body.fallback, weights: { bold: '102%', 500: 'wide' }, ranges: { digits: { 400: '1%' } } };
    const result = validateTokens(copy);
    expect(result.ok ? [] : result.errors).toEqual([
      '$extensions.app.cabkit.fonts[0].fallback.weights: must map weights (100 to 900) to percentages',
      '$extensions.app.cabkit.fonts[0].fallback.ranges: must map unicode ranges (U+30-39) to weights and percentages',
    ]);
  });
});

describe('the accent', () => {
  it('is refused when a focus ring drawn from it would read as an error', () => {
    const copy = structuredClone(defaultTokens) as unknown as { color: Record<string, { $value: string }> };
    copy.color.accent = { $value: '#c2410c' };
    const result = validateTokens(copy);
    expect(result.ok ? [] : result.errors).toEqual([
      'color.accent: #c2410c is within 30° of the hue of color.critical (#b3261e): the focus ring drawn from it would read as an error',
    ]);
  });

  it('gives each tenant a focus ring unlike the old burnt orange', () => {
    expect(resolved(defaultTokens).tokens.color.focus).toBe('#0f766e');
    expect(resolved(contrastTokens).tokens.color.focus).toBe('#0000c8');
  });
});

describe('the brand block', () => {
  it('names every bad field', () => {
    const copy = structuredClone(nightcabTokens) as { $extensions: Record<string, Record<string, unknown>> };
    const brand = copy.$extensions['app.cabkit'] as Record<string, unknown>;
    brand.appearance = 'dim';
    brand.mark = '../../secrets.svg';
    (brand.logo as Record<string, unknown>).alt = '<script>';
    const result = validateTokens(copy);
    expect(result.ok ? [] : result.errors).toEqual([
      '$extensions.app.cabkit.appearance: must be "light" or "dark"',
      '$extensions.app.cabkit.logo.alt: must be plain text (letters, digits, spaces)',
      '$extensions.app.cabkit.mark: must be an .svg file name in the tenant folder',
    ]);
  });
});

describe("midnight's wordmark", () => {
  it('is drawn as outlines of its brand font (Nunito), not as text in a system font', () => {
    // A logo is an <img>: its text could only use the visitor's system fonts (it was Arial beside Nunito).
    for (const file of ['logo.svg', 'logo-dark.svg']) {
      const svg = readFileSync(join(here, 'midnight', file), 'utf8');
      expect(svg, file).not.toMatch(/<text/);
      expect(svg, file).toMatch(/<path d="m/);
    }
  });
});
