import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A results or fallback heading. */
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The results list. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
