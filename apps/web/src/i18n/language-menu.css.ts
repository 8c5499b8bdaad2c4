import { headerBarControl, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

// Below 360 px the bar has no room left (headerBarControl hides it): the button squeezed the logo, which then
// moved as the page's font came in. There the page stays in the language the browser asks for.

/** The language button: a header bar control, its label kept on one line. */
export const trigger = style({
  ...headerBarControl,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
});
