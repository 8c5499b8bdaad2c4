import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The input with the loading indicator inside on the right. */
export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room for the loading indicator. */
export const inputWithStatus = style({ paddingInlineEnd: `calc(${vars.size.icon} + ${vars.space.lg})` });

/** The loading indicator inside the input. */
export const status = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** The message shown in the list when there is nothing to pick (not found, searching, type more). */
export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A search box brought to the top of a phone's screen keeps a little space above its label. */
export const field = style({ scrollMarginTop: vars.space.md });
