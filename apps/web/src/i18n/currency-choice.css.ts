import { vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The currency list: in the header's own colour beside the language button, 44 px for touch. */
export const select = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.xs}`,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  border: `${vars.size.borderWidth} solid currentColor`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  // As the language button: below 360 px the bar has no room for it.
  '@media': { '(max-width: 359px)': { display: 'none' } },
});

// The open list is drawn by the browser on the page's surface, whatever the header's colour.
globalStyle(`${select} option`, { color: vars.color.text, background: vars.color.surface });
