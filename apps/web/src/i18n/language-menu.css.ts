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
