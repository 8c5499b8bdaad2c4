import { describe, expect, it } from 'vitest';
import contrastTokens from './contrast/tokens.json';
import defaultTokens from './default/tokens.json';
import midnightTokens from './midnight/tokens.json';
import nightcabTokens from './nightcab/tokens.json';
import {
  contrastRatio,
  InvalidTokensError,
  parseColour,
  type Rgba,
  tenantIds,
  tokensToCss,
  tokensToCssVariables,
  validateTokens,
} from './index';

const themes = { default: defaultTokens, nightcab: nightcabTokens, midnight: midnightTokens, contrast: contrastTokens };

// biome-ignore lint/suspicious/noExplicitAny: test fixtures are edited freely, including into invalid shapes.
type Editable = Record<string, any>;

/** A deep copy of the default tokens with one change applied. */
function withChange(change: (tokens: Editable) => void): unknown {
  const copy = structuredClone(defaultTokens) as Editable;
  change(copy);
  return copy;
}

function errorsOf(json: unknown): string[] {
  const result = validateTokens(json);
  return result.ok ? [] : result.errors;
}

describe('validateTokens', () => {
  it.each(Object.entries(themes))('accepts the shipped %s theme', (_id, tokens) => {
    expect(errorsOf(tokens)).toEqual([]);
  });

  it('ships one tokens file per tenant id', () => {
    expect(Object.keys(themes).sort()).toEqual([...tenantIds].sort());
  });

  it('resolves aliases and group $type, producing CSS-ready values', () => {
    const result = validateTokens(defaultTokens);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tokens.color.link).toBe('#0a58ca');
    expect(result.tokens.color.overlay).toBe('rgb(11 15 20 / 0.6)');
    expect(result.tokens.font.family.body).toBe(
      '"Inter Variable", "Inter fallback", "Segoe UI", system-ui, sans-serif',
    );
    expect(result.tokens.font.family.heading).toBe(result.tokens.font.family.body);
    expect(result.tokens.shadow.sm).toBe('0px 1px 2px 0px rgb(11 15 20 / 0.149)');
    expect(result.tokens.motion.easing.standard).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(result.tokens.breakpoint.phone).toBe('567px');
  });

  it('names the token path of a bad colour', () => {
    const errors = errorsOf(
      withChange((t) => {
        t.color.primary = { $value: '#12' };
      }),
    );
    expect(errors[0]).toMatch(/^color\.primary: \$value "#12" is not a colour/);
    // Tokens that alias the bad one are reported too, so the tenant sees every consequence.
    expect(errors.slice(1).map((error) => error.split(':')[0])).toEqual(['color.link', 'color.formAccent']);
  });

  it('reports a missing token, an unknown token and a wrong $type together', () => {
    const errors = errorsOf(
      withChange((t) => {
        delete t.color.surface;
        t.color.primry = { $value: '#000000' };
        t.space.md = { $type: 'color', $value: '#000000' };
      }),
    );
    expect(errors).toEqual([
      'color.primry: unknown token (not part of the theme contract)',
      'color.surface: missing token (expected a color token with $value)',
      'space.md: $type "color" should be "dimension"',
    ]);
  });

  it('rejects dimensions without units, bad durations and broken aliases', () => {
    const errors = errorsOf(
      withChange((t) => {
        t.radius.md = { $value: '8' };
        t.motion.duration.fast = { $value: '120px' };
        t.color.link = { $value: '{color.nothing}' };
        t.color.overlay = { $value: '{color.overlay}' };
      }),
    );
    expect(errors).toEqual([
      'color.link: alias "{color.nothing}" points to no token',
      'color.overlay: alias cycle color.overlay -> color.overlay',
      'radius.md: $value "8" is not a dimension (e.g. "16px", "1rem" or { "value": 16, "unit": "px" })',
      'motion.duration.fast: $value "120px" is not a duration (e.g. "200ms" or { "value": 200, "unit": "ms" })',
    ]);
  });

  it('accepts W3C object forms for dimensions and colours', () => {
    const result = validateTokens(
      withChange((t) => {
        t.space.md = { $value: { value: 0.75, unit: 'rem' } };
        t.color.surface = { $value: { colorSpace: 'srgb', components: [1, 1, 1] } };
      }),
    );
    expect(result.ok && result.tokens.space.md).toBe('0.75rem');
    expect(result.ok && result.tokens.color.surface).toBe('#ffffff');
  });

  it('refuses values that would break out of a CSS declaration', () => {
    const errors = errorsOf(
      withChange((t) => {
        t.font.family.body = { $value: 'Arial; } body { display: none' };
      }),
    );
    expect(errors[0]).toMatch(/^font\.family\.body: \$value .* is not a font family/);
  });

  it('rejects a document that is not an object', () => {
    expect(errorsOf('nope')).toEqual(['tokens: the file must be a JSON object of token groups']);
  });
});

describe('tokensToCssVariables and tokensToCss', () => {
  it('maps every token to a --ck-<path> variable', () => {
    const variables = tokensToCssVariables(defaultTokens);
    expect(variables['--ck-color-surface']).toBe('#ffffff');
    expect(variables['--ck-color-onPrimary']).toBe('#ffffff');
    expect(variables['--ck-font-size-md']).toBe('16px');
    expect(variables['--ck-motion-duration-fast']).toBe('120ms');
    expect(variables['--ck-scale-accent-9']).toBe('#0f766e');
    expect(variables['--ck-heading-h1']).toBe('28px');
    expect(Object.keys(variables).every((name) => /^--ck-[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/.test(name))).toBe(true);
    // 85 tokens (the focus colour among them, drawn from the accent), two twelve-step scales, three heading sizes.
    expect(Object.keys(variables)).toHaveLength(85 + 24 + 3);
  });

  it('writes a rule for the selector and zeroes motion under reduced motion', () => {
    const css = tokensToCss(nightcabTokens, '[data-theme="nightcab"]');
    expect(css.startsWith('[data-theme="nightcab"] {\n  color-scheme: dark;\n  --ck-color-surface: #0f1b33;\n')).toBe(
      true,
    );
    expect(css).toContain('@media (min-width: 992px) {\n  [data-theme="nightcab"] {\n    --ck-heading-h1: 44px;');
    expect(css).toContain(
      '@media (prefers-reduced-motion: reduce) {\n  [data-theme="nightcab"] {\n    --ck-motion-duration-fast: 0ms;',
    );
    expect(tokensToCss(defaultTokens)).toMatch(/^:root \{/);
  });

  it('throws InvalidTokensError listing the problems for a bad file', () => {
    const bad = withChange((t) => {
      t.color.primary = { $value: 'blue' };
    });
    expect(() => tokensToCss(bad)).toThrow(InvalidTokensError);
    expect(() => tokensToCss(bad)).toThrow(/color\.primary: \$value "blue" is not a colour/);
  });

  it('refuses a selector that could inject CSS', () => {
    expect(() => tokensToCss(defaultTokens, 'body { }')).toThrow(/not a plain CSS selector/);
  });
});

describe('every shipped theme is readable (WCAG AA, 4.5:1 for text)', () => {
  const pairs: [string, string][] = [
    ['text', 'surface'],
    ['text', 'surfaceRaised'],
    ['text', 'surfaceSunken'],
    ['text', 'surfaceSelected'],
    ['textMuted', 'surface'],
    ['textMuted', 'surfaceRaised'],
    ['primary', 'surface'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['link', 'surface'],
    ['critical', 'surface'],
    ['critical', 'criticalSurface'],
    ['positive', 'positiveSurface'],
    ['onFormAccent', 'formAccent'],
  ];
  for (const [id, json] of Object.entries(themes)) {
    const result = validateTokens(json);
    const colour = (role: string): Rgba => {
      if (!result.ok) throw new Error(result.errors.join('\n'));
      const parsed = parseColour((result.tokens.color as Record<string, string>)[role]);
      if (!parsed) throw new Error(`${role} is not a hex colour`);
      return parsed;
    };
    it.each(pairs)(`${id}: %s on %s meets 4.5:1`, (foreground, background) => {
      expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5);
    });
    it.each([
      ['borderField', 'surface'],
      ['focus', 'surface'],
      ['formAccent', 'surface'],
    ])(`${id}: %s on %s meets 3:1 (non-text)`, (foreground, background) => {
      expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(3);
    });
  }

  it('the high-contrast theme meets 7:1 (AAA) for text and primary', () => {
    const result = validateTokens(contrastTokens);
    if (!result.ok) throw new Error('invalid');
    const c = (role: keyof typeof result.tokens.color) => parseColour(result.tokens.color[role]) as Rgba;
    expect(contrastRatio(c('text'), c('surface'))).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c('textMuted'), c('surface'))).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c('onPrimary'), c('primary'))).toBeGreaterThanOrEqual(7);
  });

  it('computes the known contrast of black on white', () => {
    expect(contrastRatio(parseColour('#000') as Rgba, parseColour('#fff') as Rgba)).toBeCloseTo(21, 5);
  });
});
