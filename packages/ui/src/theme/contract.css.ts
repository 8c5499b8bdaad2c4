import { derivedTokens, derivedTypes, reducedMotionPaths, tokenTypes, validateTokens } from '@cabkit/themes';
import defaultTokens from '@cabkit/themes/default/tokens.json';
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { media } from './media';

/**
 * The one theme contract: every token of `@cabkit/themes`' `tokenTypes` as a CSS variable named
 * `--ck-<path-joined-by-dash>` (e.g. `vars.color.surface` is `var(--ck-color-surface)`), so a tenant's
 * `tokens.json` mapped by `tokensToCss` at run time restyles every component without a rebuild.
 */
export const vars = createGlobalThemeContract(tokenTypes, (_type, path) => `ck-${path.join('-')}`);

// The default tenant's tokens compiled into static CSS on :root, in this same module so that any component
// using `vars` carries the default theme (a side-effect-only import could be tree-shaken away).
const resolved = validateTokens(defaultTokens);
if (!resolved.ok) throw new Error(`themes/default/tokens.json is invalid:\n${resolved.errors.join('\n')}`);
createGlobalTheme(':root', vars, resolved.tokens);

/**
 * Variables computed from the tokens (`@cabkit/themes`' `derivedTypes`): `scale.brand[1..12]` and
 * `scale.accent[1..12]`, the twelve-step scales of the tenant's appearance (1-2 backgrounds, 3-5 component
 * backgrounds, 6-8 borders, 9-10 solids, 11-12 text), and `heading.h1..h3`, the heading size of the current
 * breakpoint (phone size, desktop size above the desktop breakpoint).
 */
export const derivedVars = createGlobalThemeContract(derivedTypes, (_type, path) => `ck-${path.join('-')}`);
createGlobalTheme(':root', derivedVars, derivedTokens(resolved.tokens, resolved.brand.appearance));
const { heading } = resolved.tokens.font;
globalStyle(':root', {
  colorScheme: resolved.brand.appearance,
  '@media': {
    [media.desktop]: {
      vars: {
        [derivedVars.heading.h1]: heading.h1.desktop,
        [derivedVars.heading.h2]: heading.h2.desktop,
        [derivedVars.heading.h3]: heading.h3.desktop,
      },
    },
  },
});

const zeroedMotion: Record<string, string> = {};
for (const path of reducedMotionPaths) zeroedMotion[`--ck-${path.join('-')}`] = '0ms';
globalStyle(':root', { '@media': { '(prefers-reduced-motion: reduce)': { vars: zeroedMotion } } });

// Page basics every Cabkit surface relies on.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
// Links take the tenant's link colour: the browser's default blue fails contrast on dark tenant surfaces.
globalStyle('a', { color: vars.color.link });
