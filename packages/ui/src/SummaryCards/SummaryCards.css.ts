import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';

/** The cards: two a row on a phone, as many as fit (up to four) on a desktop. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.md } },
});

/** One card. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** What the figure is. */
export const label = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The figure: large, in tabular figures, never cut. */
export const value = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The line under the figure. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
