/** The Cabkit theme: the contract of CSS variables (with the compiled default theme) and layout breakpoints. */
export type { ThemeTokens } from '@cabkit/themes';
export { tokensToCss, tokensToCssVariables, validateTokens } from '@cabkit/themes';
export { applyTenantTheme } from './applyTenantTheme';
export { derivedVars, vars } from './contract.css';
export { breakpoints, media } from './media';
export {
  headerBarControl,
  invalidBorder,
  popoverList,
  popoverPanel,
  popoverRow,
  popoverRowStates,
  raisedCard,
  stackedList,
  textInputBox,
} from './recipes';
export { focusRing, visuallyHidden } from './utils.css';
