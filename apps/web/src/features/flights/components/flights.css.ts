import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The flights block inside the journey step. */
export const flights = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** One flight (outward or return). */
export const flight = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A flights heading. */
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontFamily: vars.font.family.heading });

/** What is known of a flight. */
export const summary = style({ margin: 0, overflowWrap: 'anywhere' });

/** Secondary text. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The flight's buttons. */
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
