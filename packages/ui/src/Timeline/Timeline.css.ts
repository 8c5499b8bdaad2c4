import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The timeline block. */
export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
});

/** The track with the pickup marker. */
export const track = style({
  position: 'relative',
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The part of the track up to the pickup. */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

/** The points in time. */
export const points = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One point. */
export const point = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:last-child': { textAlign: 'end' },
    '&[data-kind="pickup"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
  },
});

/** A point's time. */
export const time = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.font.size.md, color: vars.color.text });
