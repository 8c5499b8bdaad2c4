import { reducedMotionPaths, validateTokens } from '@cabkit/themes';
import defaultTokens from '@cabkit/themes/default/tokens.json';
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

const resolved = validateTokens(defaultTokens);
if (!resolved.ok) throw new Error(`themes/default/tokens.json is invalid:\n${resolved.errors.join('\n')}`);

/** The default tenant's tokens compiled into static CSS on `:root` (a tenant's tokens override them at run time). */
createGlobalTheme(':root', vars, resolved.tokens);

const zeroedMotion: Record<string, string> = {};
for (const path of reducedMotionPaths) zeroedMotion[`--ck-${path.join('-')}`] = '0ms';

globalStyle(':root', {
  '@media': { '(prefers-reduced-motion: reduce)': { vars: zeroedMotion } },
});
