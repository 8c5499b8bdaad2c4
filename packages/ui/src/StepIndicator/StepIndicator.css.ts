import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The nav: on a phone the step line above the bars. */
export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** "Step 2 of 4 · Vehicle": shown on phones only, where the list shows no names. */
export const caption = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  '@media': { [media.tabletUp]: { display: 'none' } },
});

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

/**
 * The step name, whole (it wraps rather than being cut short); on phones only screen readers get it, the caption
 * above the bars names the current step.
 */
export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': {
    [media.phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
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
