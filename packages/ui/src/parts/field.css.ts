import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';
import { invalidBorder, textInputBox } from '../theme/recipes';

/** A field: label, control, description and error stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** The field label. */
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** "(optional)" after the label of an optional field. */
export const optional = style({ fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

/** Hint text under the label. */
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

/** The error message, tied to the control by aria-describedby. */
export const error = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.critical,
});

/** Text inputs, selects and the text area: one look for every control. */
export const input = style({
  ...textInputBox,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-focus-visible], &[data-focused], &:focus-visible': focusRing,
    '&[data-invalid], &[aria-invalid="true"]': invalidBorder,
    '&[data-disabled], &:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    // Read-only: sunken and dashed, so a value that cannot be changed never looks like a box to type in.
    '&[readonly]:not(:disabled)': {
      background: vars.color.surfaceSunken,
      borderStyle: 'dashed',
      borderColor: vars.color.border,
      cursor: 'default',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** A multi-line text area. */
export const textArea = style([input, { minHeight: `calc(${vars.size.control} * 2.5)`, resize: 'vertical' }]);
