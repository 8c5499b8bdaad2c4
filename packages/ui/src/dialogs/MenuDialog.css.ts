import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The menu entries stacked. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
