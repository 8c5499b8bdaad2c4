import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The pager row. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** "Page 2 of 4". */
export const status = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
