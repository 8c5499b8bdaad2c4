import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** What will be charged, under a converted total. */
export const charged = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
