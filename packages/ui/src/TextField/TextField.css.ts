import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** The input plus an inline button (password show/hide). */
export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

/** Room for the inline button on the right of the input. */
export const inputWithButton = style({ paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.lg})` });

/** The inline show/hide button inside the input. */
export const inlineButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  top: '50%',
  transform: 'translateY(-50%)',
  minHeight: vars.size.controlSmall,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecoration: 'underline' } },
});

/** Room for a badge inside the right end of the input (the card brand). */
export const inputWithEnd = style({ paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.xl})` });

/** A small label inside the right end of the input (the card brand); does not take clicks. */
export const inputBadge = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: { '&:empty': { display: 'none' } },
});
