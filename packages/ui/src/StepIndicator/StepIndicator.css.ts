import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The ordered list of steps. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  fontFamily: vars.font.family.body,
});

/** One step. */
export const item = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderTop: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-state="complete"]': { borderTopColor: vars.color.positive, color: vars.color.text },
    '&[data-state="current"]': {
      borderTopColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
    },
  },
});

/** The step number badge. */
export const number = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  border: `2px solid currentColor`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

/** The step name; hidden visually on phones except for the current step. */
export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [media.phone]: {
      selectors: {
        [`${item}:not([data-state="current"]) &`]: {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        },
      },
    },
  },
});

/** A completed step the user may go back to. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing },
});
