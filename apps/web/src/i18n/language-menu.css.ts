import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The language button: in the header's own colour (any header variant), 44 px for touch. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  border: `${vars.size.borderWidth} solid currentColor`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  // Below 360 px the bar has no room left: the button squeezed the logo, which then moved as the page's font came
  // in. There the page stays in the language the browser asks for.
  '@media': { '(max-width: 359px)': { display: 'none' } },
});

/** The menu's box, under the button. */
export const popover = style({
  minWidth: '10rem',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  outline: 'none',
});

/** The list of languages. */
export const menu = style({ padding: vars.space.xxs, outline: 'none' });

/** One language, in its own name and direction; the one shown is marked. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
  },
});
