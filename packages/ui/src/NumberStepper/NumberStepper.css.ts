import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** The − value + row. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: { '&[data-focus-within]': { borderColor: vars.color.focus } },
});

/** The − and + buttons (44 px square). */
export const stepButton = style({
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  border: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-hovered]': { background: vars.color.surfaceSelected },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The number. */
export const input = style({
  width: '4ch',
  minWidth: '3.5em',
  border: 'none',
  textAlign: 'center',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: 'transparent',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});
