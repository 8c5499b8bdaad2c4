/**
 * @cabkit/themes: validate a tenant's W3C design-token file and map it onto the Cabkit theme contract.
 * Pure TypeScript: no DOM, no file system, so the server, the web app and Storybook can all use it.
 */
import { type TenantBrand, validateBrand } from './brand';
import { type Appearance, focusFromAccent, generateScale, hueDistance, hueOf, type Scale } from './scales';

/** The design-token types Cabkit tokens may use (a subset of the W3C format). */
export type TokenType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'number'
  | 'duration'
  | 'cubicBezier'
  | 'shadow';

/**
 * Every token of the theme contract and the W3C `$type` it must have. The theme contract in `@cabkit/ui`
 * is built from this table, so a token listed here is a CSS variable `--ck-<path-joined-by-dash>`.
 */
export const tokenTypes = {
  color: {
    surface: 'color',
    surfaceRaised: 'color',
    surfaceSunken: 'color',
    surfaceSelected: 'color',
    text: 'color',
    textMuted: 'color',
    primary: 'color',
    primaryHover: 'color',
    onPrimary: 'color',
    link: 'color',
    focus: 'color',
    critical: 'color',
    criticalSurface: 'color',
    positive: 'color',
    positiveSurface: 'color',
    border: 'color',
    borderField: 'color',
    formAccent: 'color',
    onFormAccent: 'color',
    overlay: 'color',
    brand: 'color',
    onBrand: 'color',
    accent: 'color',
    warning: 'color',
    warningSurface: 'color',
    info: 'color',
    infoSurface: 'color',
    neutral: 'color',
    neutralSurface: 'color',
  },
  chart: {
    series1: 'color',
    series2: 'color',
    series3: 'color',
    series4: 'color',
    series5: 'color',
    series6: 'color',
  },
  font: {
    family: { body: 'fontFamily', heading: 'fontFamily', mono: 'fontFamily' },
    size: { xs: 'dimension', sm: 'dimension', md: 'dimension', lg: 'dimension', xl: 'dimension', xxl: 'dimension' },
    weight: { regular: 'fontWeight', medium: 'fontWeight', bold: 'fontWeight' },
    lineHeight: { tight: 'number', normal: 'number' },
    heading: {
      h1: { phone: 'dimension', desktop: 'dimension' },
      h2: { phone: 'dimension', desktop: 'dimension' },
      h3: { phone: 'dimension', desktop: 'dimension' },
    },
  },
  container: { page: 'dimension', reading: 'dimension' },
  section: { sm: 'dimension', md: 'dimension', lg: 'dimension' },
  space: {
    xxs: 'dimension',
    xs: 'dimension',
    sm: 'dimension',
    md: 'dimension',
    lg: 'dimension',
    xl: 'dimension',
    xxl: 'dimension',
  },
  size: {
    control: 'dimension',
    controlSmall: 'dimension',
    icon: 'dimension',
    borderWidth: 'dimension',
    focusRing: 'dimension',
  },
  radius: { sm: 'dimension', md: 'dimension', lg: 'dimension', pill: 'dimension' },
  shadow: { sm: 'shadow', md: 'shadow', lg: 'shadow' },
  motion: {
    duration: { fast: 'duration', normal: 'duration', slow: 'duration' },
    easing: { standard: 'cubicBezier' },
  },
  breakpoint: { phone: 'dimension', desktop: 'dimension' },
} as const;

type Stringify<T> = { [K in keyof T]: T[K] extends string ? string : Stringify<T[K]> };

/** The resolved theme: the same tree as `tokenTypes`, each leaf a ready-to-use CSS value. */
export type ThemeTokens = Stringify<typeof tokenTypes>;

/** The outcome of `validateTokens`: resolved tokens, or every problem found, each naming the token path. */
export type TokenValidation = { ok: true; tokens: ThemeTokens; brand: TenantBrand } | { ok: false; errors: string[] };

/** The contract token filled in from the accent rather than written by the tenant. */
const FOCUS = 'color.focus';
/** How far (OKLCH hue degrees) the accent must sit from the critical colour, so focus never reads as an error. */
const MIN_FOCUS_HUE_GAP = 30;

/** The CSS custom property name of a token path, e.g. `['color', 'surface']` -> `--ck-color-surface`. */
export function cssVariableName(path: readonly string[]): string {
  return `--ck-${path.join('-')}`;
}

/** Motion tokens are zeroed under `prefers-reduced-motion: reduce`. */
const REDUCED_MOTION_PATHS = [
  ['motion', 'duration', 'fast'],
  ['motion', 'duration', 'normal'],
  ['motion', 'duration', 'slow'],
] as const;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const ALIAS = /^\{([^{}]+)\}$/;
const CSS_UNSAFE = /[;{}<>]/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
}

/** An RGBA colour with channels 0-255 and alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses a hex colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`) or a W3C colour object in sRGB; undefined otherwise. */
export function parseColour(value: unknown): Rgba | undefined {
  if (typeof value === 'string') {
    if (!HEX_COLOUR.test(value)) return undefined;
    let hex = value.slice(1);
    if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
    const channel = (index: number) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: hex.length === 8 ? channel(3) / 255 : 1 };
  }
  if (isRecord(value) && value.colorSpace === 'srgb' && Array.isArray(value.components)) {
    const [r, g, b] = value.components;
    const alpha = value.alpha ?? 1;
    const inRange = (n: unknown) => typeof n === 'number' && n >= 0 && n <= 1;
    if (value.components.length !== 3 || ![r, g, b, alpha].every(inRange)) return undefined;
    return {
      r: Math.round((r as number) * 255),
      g: Math.round((g as number) * 255),
      b: Math.round((b as number) * 255),
      a: alpha as number,
    };
  }
  return undefined;
}

function colourToCss({ r, g, b, a }: Rgba): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return a >= 1 ? `#${hex(r)}${hex(g)}${hex(b)}` : `rgb(${r} ${g} ${b} / ${Number(a.toFixed(3))})`;
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function dimensionToCss(value: unknown, allowed: readonly string[]): string | undefined {
  if (typeof value === 'number' && value === 0) return '0';
  if (typeof value === 'string') {
    const match = /^(-?\d+(?:\.\d+)?)([a-z%]*)$/.exec(value);
    if (!match) return undefined;
    const [, amount, unit = ''] = match;
    if (unit === '' && Number(amount) !== 0) return undefined;
    if (unit !== '' && !allowed.includes(unit)) return undefined;
    return value;
  }
  if (
    isRecord(value) &&
    typeof value.value === 'number' &&
    typeof value.unit === 'string' &&
    allowed.includes(value.unit)
  ) {
    return `${value.value}${value.unit}`;
  }
  return undefined;
}

const FONT_WEIGHT_KEYWORDS: Record<string, number> = {
  thin: 100,
  hairline: 100,
  'extra-light': 200,
  'ultra-light': 200,
  light: 300,
  normal: 400,
  regular: 400,
  book: 400,
  medium: 500,
  'semi-bold': 600,
  'demi-bold': 600,
  bold: 700,
  'extra-bold': 800,
  'ultra-bold': 800,
  black: 900,
  heavy: 900,
};

function fontFamilyToCss(value: unknown): string | undefined {
  const families = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!families || families.length === 0) return undefined;
  if (!families.every((family) => typeof family === 'string' && family.trim() !== '' && !/[;{}<>"]/.test(family))) {
    return undefined;
  }
  const generic = new Set([
    'serif',
    'sans-serif',
    'monospace',
    'cursive',
    'fantasy',
    'system-ui',
    'ui-sans-serif',
    'ui-serif',
    'ui-monospace',
  ]);
  return (families as string[])
    .map((family) => (generic.has(family) || /^[\w-]+$/.test(family) ? family : `"${family}"`))
    .join(', ');
}

type Converter = (value: unknown, resolve: (value: unknown) => unknown) => string | undefined;

function shadowLayerToCss(layer: unknown, resolve: (value: unknown) => unknown): string | undefined {
  if (!isRecord(layer)) return undefined;
  const colour = parseColour(resolve(layer.color));
  const parts = [layer.offsetX, layer.offsetY, layer.blur, layer.spread ?? 0].map((part) =>
    dimensionToCss(resolve(part), ['px', 'rem', 'em']),
  );
  if (!colour || parts.some((part) => part === undefined)) return undefined;
  return `${layer.inset === true ? 'inset ' : ''}${parts.join(' ')} ${colourToCss(colour)}`;
}

/** How each token type's `$value` becomes CSS, or undefined when the value is wrong. */
const converters: Record<TokenType, Converter> = {
  color: (value) => {
    const colour = parseColour(value);
    return colour && colourToCss(colour);
  },
  dimension: (value) => dimensionToCss(value, ['px', 'rem', 'em', '%']),
  duration: (value) => dimensionToCss(value, ['ms', 's']),
  fontFamily: (value) => fontFamilyToCss(value),
  fontWeight: (value) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000) return String(value);
    if (typeof value === 'string' && value in FONT_WEIGHT_KEYWORDS) return String(FONT_WEIGHT_KEYWORDS[value]);
    return undefined;
  },
  number: (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? String(value) : undefined),
  cubicBezier: (value) =>
    Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number' && Number.isFinite(n))
      ? `cubic-bezier(${value.join(', ')})`
      : undefined,
  shadow: (value, resolve) => {
    const layers = Array.isArray(value) ? value : [value];
    if (layers.length === 0) return undefined;
    const css = layers.map((layer) => shadowLayerToCss(resolve(layer), resolve));
    return css.every((layer) => layer !== undefined) ? css.join(', ') : undefined;
  },
};

const TYPE_NOUNS: Record<TokenType, string> = {
  color: 'a colour (#rgb, #rrggbb, #rrggbbaa or an sRGB colour object)',
  dimension: 'a dimension (e.g. "16px", "1rem" or { "value": 16, "unit": "px" })',
  duration: 'a duration (e.g. "200ms" or { "value": 200, "unit": "ms" })',
  fontFamily: 'a font family name or a list of names',
  fontWeight: 'a font weight (1-1000 or a keyword such as "bold")',
  number: 'a non-negative number',
  cubicBezier: 'a cubic Bézier curve [x1, y1, x2, y2]',
  shadow: 'a shadow ({ color, offsetX, offsetY, blur, spread }) or a list of shadows',
};

function describeProblem(type: TokenType, value: unknown): string {
  const noun = TYPE_NOUNS[type];
  return `$value ${show(value)} is not ${noun}`;
}

function lookup(json: unknown, path: readonly string[]): unknown {
  let node: unknown = json;
  for (const key of path) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Checks a W3C design-token document against the theme contract: every token present, of the right `$type`,
 * with a valid `$value` (aliases such as `"{color.primary}"` are resolved), and no unknown tokens.
 * Every error names the token path, e.g. `color.primary: $value "#12" is not a colour ...`.
 */
export function validateTokens(json: unknown): TokenValidation {
  if (!isRecord(json)) return { ok: false, errors: ['tokens: the file must be a JSON object of token groups'] };
  const errors: string[] = [];

  const resolve = (value: unknown, seen: string[] = []): unknown => {
    if (typeof value !== 'string') return value;
    const alias = ALIAS.exec(value);
    if (!alias) return value;
    const target = alias[1] as string;
    if (seen.includes(target)) throw new Error(`alias cycle ${[...seen, target].join(' -> ')}`);
    const token = lookup(json, target.split('.'));
    if (!isRecord(token) || !('$value' in token)) throw new Error(`alias "${value}" points to no token`);
    return resolve(token.$value, [...seen, target]);
  };

  const visit = (
    spec: Record<string, unknown>,
    node: unknown,
    path: string[],
    inheritedType: unknown,
  ): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const here = path.join('.') || 'tokens';
    if (!isRecord(node)) {
      errors.push(`${here}: missing group`);
      return out;
    }
    const groupType = node.$type ?? inheritedType;
    for (const key of Object.keys(node)) {
      if (key.startsWith('$')) continue;
      if (!(key in spec)) errors.push(`${[...path, key].join('.')}: unknown token (not part of the theme contract)`);
    }
    for (const [key, expected] of Object.entries(spec)) {
      const childPath = [...path, key];
      const name = childPath.join('.');
      const child = node[key];
      if (name === FOCUS) {
        // The ring comes from the accent (filled in below), so no tenant can pick a colour that reads as an error.
        if (child !== undefined) errors.push(`${name}: derived from color.accent; remove it from the file`);
        continue;
      }
      if (typeof expected !== 'string') {
        out[key] = visit(expected as Record<string, unknown>, child, childPath, groupType);
        continue;
      }
      if (!isRecord(child) || !('$value' in child)) {
        errors.push(`${name}: missing token (expected a ${expected} token with $value)`);
        continue;
      }
      const declaredType = child.$type ?? groupType;
      if (declaredType !== undefined && declaredType !== expected) {
        errors.push(`${name}: $type ${show(declaredType)} should be "${expected}"`);
        continue;
      }
      let value: unknown;
      try {
        value = resolve(child.$value, [name]);
      } catch (error) {
        errors.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      let css: string | undefined;
      try {
        css = converters[expected as TokenType](value, (inner) => resolve(inner, [name]));
      } catch (error) {
        errors.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      if (css === undefined || CSS_UNSAFE.test(css)) {
        errors.push(`${name}: ${describeProblem(expected as TokenType, child.$value)}`);
        continue;
      }
      out[key] = css;
    }
    return out;
  };

  const tokens = visit(tokenTypes as unknown as Record<string, unknown>, json, [], undefined) as {
    color: Record<string, string>;
  };
  const brand = validateBrand(json);
  if (!brand.ok) errors.push(...brand.errors);
  const { accent, critical, surface } = tokens.color;
  if (brand.ok && accent && critical && surface) {
    const accentHue = hueOf(accent);
    const criticalHue = hueOf(critical);
    if (
      accentHue !== undefined &&
      criticalHue !== undefined &&
      hueDistance(accentHue, criticalHue) < MIN_FOCUS_HUE_GAP
    ) {
      errors.push(
        `color.accent: ${accent} is within ${MIN_FOCUS_HUE_GAP}° of the hue of color.critical (${critical}): ` +
          'the focus ring drawn from it would read as an error',
      );
    }
    const scale = generateScale(accent, brand.brand.appearance);
    if (scale) tokens.color.focus = focusFromAccent(scale, surface);
  }
  return errors.length === 0 && brand.ok
    ? { ok: true, tokens: tokens as unknown as ThemeTokens, brand: brand.brand }
    : { ok: false, errors };
}

function flatten(tree: Record<string, unknown>, path: string[], out: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[cssVariableName([...path, key])] = value;
    else flatten(value as Record<string, unknown>, [...path, key], out);
  }
  return out;
}

/** Thrown by the mapping functions when the token file is invalid; `errors` lists every problem. */
export class InvalidTokensError extends Error {
  /** Every problem found, each naming the token path. */
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`Invalid theme tokens:\n${errors.join('\n')}`);
    this.name = 'InvalidTokensError';
    this.errors = errors;
  }
}

/** The twelve steps of a scale, as the keys of the derived `scale` variables. */
const SCALE_STEPS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const scaleTypes = Object.fromEntries(SCALE_STEPS.map((step) => [step, 'color'])) as Record<
  (typeof SCALE_STEPS)[number],
  'color'
>;

/**
 * Variables computed from the tokens rather than written by a tenant: the brand and accent scales of the
 * tenant's appearance (`--ck-scale-brand-1` ... `-12`) and the heading sizes of the current breakpoint
 * (`--ck-heading-h1` is `font.heading.h1.phone`, and `.desktop` above the desktop breakpoint).
 */
export const derivedTypes = {
  scale: { brand: scaleTypes, accent: scaleTypes },
  heading: { h1: 'dimension', h2: 'dimension', h3: 'dimension' },
} as const;

/** The resolved derived variables: the same tree as `derivedTypes`, each leaf a CSS value. */
export type DerivedTokens = Stringify<typeof derivedTypes>;

/** The light and dark twelve-step scales of the brand and accent colours (a tenant uses its appearance's). */
export interface ThemeScales {
  brand: Record<Appearance, Scale>;
  accent: Record<Appearance, Scale>;
}

/** The brand and accent scales of valid tokens, both appearances (for the token pages and the contrast checks). */
export function themeScales(tokens: ThemeTokens): ThemeScales {
  const both = (seed: string) => ({
    light: generateScale(seed, 'light') ?? [],
    dark: generateScale(seed, 'dark') ?? [],
  });
  return { brand: both(tokens.color.brand), accent: both(tokens.color.accent) };
}

/** The derived variables of valid tokens for `appearance`, with the heading sizes of phones (see `derivedTypes`). */
export function derivedTokens(tokens: ThemeTokens, appearance: Appearance): DerivedTokens {
  const scales = themeScales(tokens);
  const steps = (scale: Scale) =>
    Object.fromEntries(
      SCALE_STEPS.map((step, index) => [step, scale[index] as string]),
    ) as DerivedTokens['scale']['brand'];
  const { h1, h2, h3 } = tokens.font.heading;
  return {
    scale: { brand: steps(scales.brand[appearance]), accent: steps(scales.accent[appearance]) },
    heading: { h1: h1.phone, h2: h2.phone, h3: h3.phone },
  };
}

/** Maps a token document (or already resolved tokens) onto the contract's CSS variables; throws `InvalidTokensError`. */
export function tokensToCssVariables(json: unknown): Record<string, string> {
  const result = validateTokens(json);
  if (!result.ok) throw new InvalidTokensError(result.errors);
  const derived = derivedTokens(result.tokens, result.brand.appearance);
  return {
    ...flatten(result.tokens as unknown as Record<string, unknown>, [], {}),
    ...flatten(derived as unknown as Record<string, unknown>, [], {}),
  };
}

/** The smallest width of the desktop layout for a `min-width` query: one pixel above the desktop breakpoint. */
function desktopMinWidth(tokens: ThemeTokens): string {
  const match = /^(\d+)px$/.exec(tokens.breakpoint.desktop);
  return match ? `${Number(match[1]) + 1}px` : tokens.breakpoint.desktop;
}

/**
 * CSS text that applies a tenant's tokens to `selector` (default `:root`), with motion durations set to 0
 * under `prefers-reduced-motion: reduce`. Throws `InvalidTokensError` for an invalid token document.
 */
export function tokensToCss(json: unknown, selector = ':root'): string {
  if (CSS_UNSAFE.test(selector)) throw new Error(`selector ${show(selector)} is not a plain CSS selector`);
  const result = validateTokens(json);
  if (!result.ok) throw new InvalidTokensError(result.errors);
  const variables = tokensToCssVariables(json);
  const body = Object.entries(variables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  const { heading } = result.tokens.font;
  const desktop = (['h1', 'h2', 'h3'] as const)
    .map((level) => `    ${cssVariableName(['heading', level])}: ${heading[level].desktop};`)
    .join('\n');
  const reduced = REDUCED_MOTION_PATHS.map((path) => `    ${cssVariableName(path)}: 0ms;`).join('\n');
  // color-scheme makes the browser's own parts (scroll bars, form controls, autofill) follow a dark tenant.
  return (
    `${selector} {\n  color-scheme: ${result.brand.appearance};\n${body}\n}\n` +
    `@media (min-width: ${desktopMinWidth(result.tokens)}) {\n  ${selector} {\n${desktop}\n  }\n}\n` +
    `@media (prefers-reduced-motion: reduce) {\n  ${selector} {\n${reduced}\n  }\n}\n`
  );
}

/** The token paths whose durations are zeroed under reduced motion (for the compiled default theme). */
export const reducedMotionPaths: readonly (readonly string[])[] = REDUCED_MOTION_PATHS;

/** The ids of the tenant folders shipped in this package. */
export const tenantIds = ['default', 'nightcab', 'midnight', 'contrast'] as const;

/** A tenant folder id shipped in this package. */
export type TenantId = (typeof tenantIds)[number];
export * from './content';
export {
  BRAND_EXTENSION,
  brandAssets,
  fontFaceCss,
  type PublicBrand,
  publicBrand,
  TENANT_ASSET_PREFIX,
  type TenantBrand,
  type TenantFont,
  validateBrand,
} from './brand';
export type { Appearance } from './scales';
