import { media, vars } from '@cabkit/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

/** The map's frame per placement: a wide map in the main column, a compact one in the floating side panel. */
export const panel = styleVariants({
  main: [frame, { height: '16rem', '@media': { [media.desktop]: { height: '22rem' } } }],
  float: [frame, { height: '14rem', '@media': { [media.desktop]: { height: '16rem' } } }],
});

/** The map region fills the frame. */
export const map = style({ flex: '1 1 auto', minHeight: 0, height: '100%' });

/** The placeholder while the map code loads (same size, so nothing jumps). */
export const loading = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});
