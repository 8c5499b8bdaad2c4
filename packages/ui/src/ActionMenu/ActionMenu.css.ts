import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { popoverList, popoverPanel, popoverRow, popoverRowStates } from '../theme/recipes';

/** The "…" button: a 44 px square for touch, quiet until hovered or focused. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSelected, borderColor: vars.color.border },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The menu's box. */
export const popover = style({ ...popoverPanel, minWidth: '12rem' });

/** The list of actions. */
export const menu = style(popoverList);

/** One action: at least 44 px tall for touch; the danger ones in the danger colour, the current choice in bold. */
export const item = style({
  ...popoverRow,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { ...popoverRowStates, '&[data-danger]': { color: vars.color.critical } },
});
