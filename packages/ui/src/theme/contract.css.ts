import { tokenTypes } from '@cabkit/themes';
import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract: every token of `@cabkit/themes`' `tokenTypes` as a CSS variable named
 * `--ck-<path-joined-by-dash>` (e.g. `vars.color.surface` is `var(--ck-color-surface)`), so a tenant's
 * `tokens.json` mapped by `tokensToCss` at run time restyles every component without a rebuild.
 */
export const vars = createGlobalThemeContract(tokenTypes, (_type, path) => `ck-${path.join('-')}`);
