import { style } from '@vanilla-extract/css';
import { input } from '../parts/field.css';
import { vars } from '../theme/contract.css';

/** The select and its chevron, one box. */
export const control = style({ position: 'relative', display: 'flex' });

/**
 * The select, in the text input's look, with room on the end for the chevron. The room is set on the pair of
 * classes: the input's `padding` shorthand has the same weight as one class and, where its stylesheet comes later
 * (a tenant's chunk order), took the room back, so the text ran under the chevron.
 */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    [`${input}&`]: { paddingInlineEnd: `calc(${vars.space.md} * 2 + 10px)` },
  },
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
