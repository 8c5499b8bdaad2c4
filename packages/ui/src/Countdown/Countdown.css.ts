import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The countdown. */
export const countdown = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  selectors: { '&[data-urgent]': { color: vars.color.critical } },
});

/** The mm:ss digits. */
export const digits = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});
