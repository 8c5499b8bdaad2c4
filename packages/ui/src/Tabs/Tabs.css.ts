import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The tab row. */
export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowX: 'auto',
});

/**
 * One tab; `data-state="active"` marks the chosen one. On a phone the tabs share the row and a long name wraps, so
 * every tab stays in sight at 320 px (none hidden off the row's edge).
 */
export const trigger = style({
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': {
    [media.phone]: {
      flex: '1 1 0',
      minWidth: 0,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'center',
    },
  },
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A tab's panel. */
export const content = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
