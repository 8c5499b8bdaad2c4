import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The confirmation ticket card. */
export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Term/description pairs of the booking. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A wrapper that does not box its children (dt/dd pairs inside a grid). */
export const contents = style({ display: 'contents' });

/** The booked journey's map frame (same size while the map code loads, so nothing jumps). */
export const mapFrame = style({
  height: '14rem',
  '@media': { [media.desktop]: { height: '18rem' } },
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

/** The map fills its frame. */
export const map = style({ height: '100%' });
