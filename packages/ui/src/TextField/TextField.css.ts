import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** The input plus an inline button (password show/hide). */
export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

/** Room for the inline button on the right of the input. */
export const inputWithButton = style({ paddingRight: `calc(${vars.size.control} + ${vars.space.lg})` });

/** The inline show/hide button inside the input. */
export const inlineButton = style({
  position: 'absolute',
  right: vars.space.xxs,
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
