import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The select and its chevron, one box. */
export const control = style({ position: 'relative', display: 'flex' });

/** The select, in the text input's look, with room on the end for the chevron. */
export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} * 2 + 10px)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

/** The chevron drawn over the select's end (the select's own arrow is hidden by `appearance: none`). */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  width: 0,
  height: 0,
  marginTop: '-3px',
  borderLeft: '5px solid transparent',
  borderRight: '5px solid transparent',
  borderTop: '6px solid currentColor',
  pointerEvents: 'none',
});
