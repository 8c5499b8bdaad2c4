import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A discount line in the fare summary. */
export const discount = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
});
