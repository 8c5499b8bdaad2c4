import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Hidden visually but read by screen readers (e.g. the "Error:" prefix of an error message). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The visible focus ring drawn from the `focus` token, for `:focus-visible` / `[data-focus-visible]` states. */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** A pressable segment of a choice bar: the brand fill once selected, a tint on hover, the focus ring, dimmed when disabled. */
export const choiceSegmentStates = {
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([data-selected]):not([data-disabled])': { background: vars.color.surfaceSelected },
    '&:has(:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
} as const;
