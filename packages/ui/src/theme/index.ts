/** The Cabkit theme: the contract of CSS variables, the compiled default theme and layout breakpoints. */
import './defaultTheme.css';
import './global.css';

export type { ThemeTokens } from '@cabkit/themes';
export { tokensToCss, tokensToCssVariables, validateTokens } from '@cabkit/themes';
export { vars } from './contract.css';
export { breakpoints, media } from './media';
export { focusRing, visuallyHidden } from './utils.css';
export { applyTenantTheme } from './applyTenantTheme';
