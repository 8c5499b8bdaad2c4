import type { Appearance } from './scales';

/** The key of Cabkit's block in a token file's top-level `$extensions` (W3C: vendor data beside the tokens). */
export const BRAND_EXTENSION = 'app.cabkit';

/** Where a tenant's header sits: on the page surface, on the brand colour, or inverted (dark on light pages). */
type HeaderVariant = 'surface' | 'brand' | 'inverse';

/** A local font drawn, resized and re-spaced to the web font's metrics while it loads, so nothing shifts. */
interface FallbackFace {
  /** Installed fonts to draw with, first found wins (e.g. Arial, then its metric twin Liberation Sans). */
  local: string[];
  /** At the regular weight; the overrides below are relative to this size (measured by scripts/font-fallbacks.mjs). */
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  /**
   * The size-adjust at each other weight the tokens use, e.g. `{ "500": "108.36%", "700": "102.30%" }`: 600 and up
   * are drawn with the local bold. Without it, the local bold stands in at 700 with the regular size-adjust.
   */
  weights?: Record<string, string>;
  /**
   * Characters whose widths part from the letters', each with its size-adjust per weight, e.g.
   * `{ "U+30-39": { "400": "106.36%", "700": "111.41%" } }`: Inter's bold digits are 9 % wider than its bold letters
   * are, against Arial's, so a booking's reference and date left room for its status beside them until Inter came.
   */
  ranges?: Record<string, Record<string, string>>;
}

/** One self-hosted web font (a woff2 from a Fontsource package) and the face that stands in for it. */
export interface TenantFont {
  /** The family name the `font.family` tokens use, e.g. "Inter Variable". */
  family: string;
  /** What the font sets: all text (`body`), or headings only (`heading`, a display face beside the body font). */
  role: 'body' | 'heading';
  /** The npm package shipping the file, e.g. `@fontsource-variable/inter`. */
  package: string;
  /** The woff2 under the package's `files/` folder (one Latin subset: only what the pages use). */
  file: string;
  /** The weight range the file covers, e.g. "400 700" (variable fonts) or "400". */
  weight: string;
  /** The name of the stand-in face, listed right after `family` in the `font.family` tokens. */
  fallbackFamily: string;
  fallback: FallbackFace;
}

/** The brand assets and settings a tenant sets beside its tokens (`$extensions["app.cabkit"]` of tokens.json). */
export interface TenantBrand {
  /** Token format version: 2 adds everything in this block. */
  version: 2;
  appearance: Appearance;
  headerVariant: HeaderVariant;
  /** The company's registered name, printed on receipts, invoices and other documents. */
  legalName: string;
  /** Logo files in the tenant folder: `light` for light backgrounds, `dark` for dark ones; `alt` names the brand. */
  logo: { light: string; dark: string; alt: string };
  /** The square mark (favicon, app icons), an SVG in the tenant folder. */
  mark: string;
  fonts: TenantFont[];
  /** Pictures in the tenant folder: the home page hero, and one per vehicle image key (saloon, estate ...). */
  imagery: { hero: string; heroAlt: string; vehicles: Record<string, string> };
}

const ASSET = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)?\.svg$/;
const FONT_PACKAGE = /^@fontsource(?:-variable)?\/[a-z0-9-]+$/;
const FONT_FILE = /^[a-z0-9-]+\.woff2$/;
const PERCENT = /^\d{1,3}(?:\.\d{1,2})?%$/;
const SAFE_NAME = /^[\p{L}\p{N} .,&'()-]+$/u;
const WEIGHT = /^\d{3}(?: \d{3})?$/;
const UNICODE_RANGE = /^U\+[0-9A-F]{1,6}(?:-[0-9A-F]{1,6})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The outcome of `validateBrand`: the brand block, or every problem found, each naming its path. */
export type BrandValidation = { ok: true; brand: TenantBrand } | { ok: false; errors: string[] };

/**
 * Checks the `$extensions["app.cabkit"]` block of a token document: file names that stay inside the tenant
 * folder, a Fontsource woff2 per font with its fallback metrics, and names that cannot break out of CSS or HTML.
 */
export function validateBrand(json: unknown): BrandValidation {
  const base = `$extensions.${BRAND_EXTENSION}`;
  const block = isRecord(json) && isRecord(json.$extensions) ? json.$extensions[BRAND_EXTENSION] : undefined;
  if (!isRecord(block)) return { ok: false, errors: [`${base}: missing (tokens version 2 needs the brand block)`] };
  const errors: string[] = [];
  const need = (ok: boolean, path: string, problem: string) => {
    if (!ok) errors.push(`${base}.${path}: ${problem}`);
  };
  const asset = (value: unknown, path: string) =>
    need(typeof value === 'string' && ASSET.test(value), path, 'must be an .svg file name in the tenant folder');
  const text = (value: unknown, path: string) =>
    need(typeof value === 'string' && SAFE_NAME.test(value), path, 'must be plain text (letters, digits, spaces)');

  need(block.version === 2, 'version', 'must be 2');
  need(block.appearance === 'light' || block.appearance === 'dark', 'appearance', 'must be "light" or "dark"');
  need(
    ['surface', 'brand', 'inverse'].includes(block.headerVariant as string),
    'headerVariant',
    'must be "surface", "brand" or "inverse"',
  );
  text(block.legalName, 'legalName');
  const logo = isRecord(block.logo) ? block.logo : {};
  asset(logo.light, 'logo.light');
  asset(logo.dark, 'logo.dark');
  text(logo.alt, 'logo.alt');
  asset(block.mark, 'mark');

  const fonts = Array.isArray(block.fonts) ? block.fonts : [];
  need(Array.isArray(block.fonts) && fonts.length >= 1 && fonts.length <= 2, 'fonts', 'must list one or two fonts');
  need(fonts.filter((font) => isRecord(font) && font.role === 'body').length === 1, 'fonts', 'needs one body font');
  fonts.forEach((font: unknown, index) => {
    const at = `fonts[${index}]`;
    const f = isRecord(font) ? font : {};
    text(f.family, `${at}.family`);
    text(f.fallbackFamily, `${at}.fallbackFamily`);
    need(f.role === 'body' || f.role === 'heading', `${at}.role`, 'must be "body" or "heading"');
    need(
      typeof f.package === 'string' && FONT_PACKAGE.test(f.package),
      `${at}.package`,
      'must be a Fontsource package',
    );
    need(typeof f.file === 'string' && FONT_FILE.test(f.file), `${at}.file`, 'must be a .woff2 file name');
    need(typeof f.weight === 'string' && WEIGHT.test(f.weight), `${at}.weight`, 'must be "400" or a range "400 700"');
    const fallback = isRecord(f.fallback) ? f.fallback : {};
    need(
      Array.isArray(fallback.local) &&
        fallback.local.length > 0 &&
        fallback.local.every((name) => typeof name === 'string' && SAFE_NAME.test(name)),
      `${at}.fallback.local`,
      'must list installed font names',
    );
    for (const key of ['sizeAdjust', 'ascentOverride', 'descentOverride', 'lineGapOverride'] as const) {
      const value = fallback[key];
      need(typeof value === 'string' && PERCENT.test(value), `${at}.fallback.${key}`, 'must be a percentage');
    }
    if (fallback.weights !== undefined) {
      const weights = isRecord(fallback.weights) ? Object.entries(fallback.weights) : [];
      need(
        isRecord(fallback.weights) &&
          weights.every(
            ([weight, value]) => /^[1-9]00$/.test(weight) && typeof value === 'string' && PERCENT.test(value),
          ),
        `${at}.fallback.weights`,
        'must map weights (100 to 900) to percentages',
      );
    }
    if (fallback.ranges !== undefined) {
      const ranges = isRecord(fallback.ranges) ? Object.entries(fallback.ranges) : [];
      need(
        isRecord(fallback.ranges) &&
          ranges.every(
            ([range, weights]) =>
              UNICODE_RANGE.test(range) &&
              isRecord(weights) &&
              Object.entries(weights).every(
                ([weight, value]) => /^[1-9]00$/.test(weight) && typeof value === 'string' && PERCENT.test(value),
              ),
          ),
        `${at}.fallback.ranges`,
        'must map unicode ranges (U+30-39) to weights and percentages',
      );
    }
  });

  const imagery = isRecord(block.imagery) ? block.imagery : {};
  asset(imagery.hero, 'imagery.hero');
  text(imagery.heroAlt, 'imagery.heroAlt');
  const vehicles = isRecord(imagery.vehicles) ? imagery.vehicles : undefined;
  need(vehicles !== undefined && Object.keys(vehicles).length > 0, 'imagery.vehicles', 'must map image keys to files');
  for (const [key, file] of Object.entries(vehicles ?? {})) {
    need(/^[a-z0-9-]+$/.test(key), `imagery.vehicles.${key}`, 'key must be a vehicle image key such as "saloon"');
    asset(file, `imagery.vehicles.${key}`);
  }
  return errors.length === 0 ? { ok: true, brand: block as unknown as TenantBrand } : { ok: false, errors };
}

/**
 * `@font-face` rules for a tenant's fonts, each file's URL given by `urlOf`, and for each the local stand-in faces
 * with the web font's metrics (size-adjust, ascent, descent, line gap), so text keeps its place when the font lands.
 * The stand-in has a face per weight the tokens use, each sized to the web font at that weight: a variable font
 * widens with its weight faster than the local font's regular and bold do, and with one size for every weight the
 * home page's bold headline took one line more than in the web font at 320 px, so the page moved when the font
 * swapped in. 600 and up are drawn with the local bold (the regular made bold by the browser is narrower still).
 * Digits have faces of their own (`ranges`), written after the others so they win for their characters.
 */
export function fontFaceCss(brand: TenantBrand, urlOf: (font: TenantFont) => string): string {
  return brand.fonts
    .map((font) => {
      const { fallback } = font;
      const regular = Number.parseFloat(fallback.sizeAdjust);
      // The overrides are fractions of the adjusted size: a face sized otherwise scales them back to the same px.
      const rescale = (override: string, sizeAdjust: string) =>
        `${Number(((Number.parseFloat(override) * regular) / Number.parseFloat(sizeAdjust)).toFixed(2))}%`;
      const face = (weight: number | undefined, sizeAdjust: string, range?: string) => {
        const names = fallback.local.map((name) => (weight !== undefined && weight >= 600 ? `${name} Bold` : name));
        return [
          `@font-face{font-family:"${font.fallbackFamily}";${weight === undefined ? '' : `font-weight:${weight};`}`,
          `src:${names.map((name) => `local("${name}")`).join(',')};${range ? `unicode-range:${range};` : ''}`,
          `size-adjust:${sizeAdjust};`,
          `ascent-override:${rescale(fallback.ascentOverride, sizeAdjust)};`,
          `descent-override:${rescale(fallback.descentOverride, sizeAdjust)};`,
          `line-gap-override:${rescale(fallback.lineGapOverride, sizeAdjust)}}`,
        ].join('');
      };
      const weights = Object.entries(fallback.weights ?? { 700: fallback.sizeAdjust });
      return [
        `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};`,
        `src:url("${urlOf(font)}") format("woff2")}`,
        face(undefined, fallback.sizeAdjust),
        ...weights.map(([weight, sizeAdjust]) => face(Number(weight), sizeAdjust)),
        ...Object.entries(fallback.ranges ?? {}).flatMap(([range, sizes]) =>
          Object.entries(sizes).map(([weight, sizeAdjust]) =>
            face(weight === '400' ? undefined : Number(weight), sizeAdjust, range),
          ),
        ),
      ].join('');
    })
    .join('\n');
}

/** Every file a tenant's brand block names in the tenant folder (logos, mark, hero, vehicle pictures). */
export function brandAssets(brand: TenantBrand): string[] {
  const files = [
    brand.logo.light,
    brand.logo.dark,
    brand.mark,
    brand.imagery.hero,
    ...Object.values(brand.imagery.vehicles),
  ];
  return [...new Set(files)];
}

/** URL prefix under which the server serves a tenant's own files (logos, mark, pictures, fonts, manifest). */
export const TENANT_ASSET_PREFIX = '/tenant/';

/**
 * The brand as the web app receives it in `GET /api/tenant` (`brand`): settings, and every picture as the URL the
 * server serves it at. The header reads `logo` (light or dark by its variant), `headerVariant` and the mark;
 * documents read `legalName`; the home page `hero`; the vehicle list `vehicles[imageKey]`.
 */
export interface PublicBrand {
  appearance: Appearance;
  headerVariant: HeaderVariant;
  legalName: string;
  logo: { light: string; dark: string; alt: string };
  mark: string;
  manifest: string;
  hero: { src: string; alt: string };
  vehicles: Record<string, string>;
}

/** The public, URL-form view of a tenant's brand block (see `PublicBrand`). */
export function publicBrand(brand: TenantBrand): PublicBrand {
  const url = (file: string) => `${TENANT_ASSET_PREFIX}${file}`;
  return {
    appearance: brand.appearance,
    headerVariant: brand.headerVariant,
    legalName: brand.legalName,
    logo: { light: url(brand.logo.light), dark: url(brand.logo.dark), alt: brand.logo.alt },
    mark: url(brand.mark),
    manifest: url('manifest.webmanifest'),
    hero: { src: url(brand.imagery.hero), alt: brand.imagery.heroAlt },
    vehicles: Object.fromEntries(Object.entries(brand.imagery.vehicles).map(([key, file]) => [key, url(file)])),
  };
}
