import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
export const popover = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  outline: 'none',
});

/** The list of actions. */
export const menu = style({ padding: vars.space.xxs, outline: 'none' });

/** One action: at least 44 px tall for touch; the danger ones in the danger colour. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-danger]': { color: vars.color.critical },
  },
});
