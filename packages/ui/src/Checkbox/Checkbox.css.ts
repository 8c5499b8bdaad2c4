import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** Wrapper: checkbox with its error below. */
export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The label row (the whole row is the target, at least 24 px tall). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 24,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** The square box. */
export const box = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderField}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.onFormAccent,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.formAccent, borderColor: vars.color.formAccent },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

/** The tick mark. */
export const tick = style({ width: 16, height: 16, fill: 'none', stroke: 'currentColor', strokeWidth: 3 });

/** The label text. */
export const text = style({ paddingTop: 1, lineHeight: vars.font.lineHeight.normal });

/** The error under the checkbox. */
export const error = style({
  color: vars.color.critical,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
