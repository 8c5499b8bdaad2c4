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
 * One tab; `data-state="active"` marks the chosen one. When the row is too narrow for every name on one line (the
 * contact page's three kinds at 320 px) the tabs shrink and a long name wraps, so every tab stays in sight rather
 * than off the row's edge; with room to spare each keeps its one line. A phone's tabs are padded less.
 */
export const trigger = style({
  // Shrinks to its longest word at most (no minWidth 0): words wrap between, never inside.
  flex: '0 1 auto',
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
  overflowWrap: 'break-word',
  textAlign: 'center',
  '@media': { [media.phone]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
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
