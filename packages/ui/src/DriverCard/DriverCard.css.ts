import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The card. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  minWidth: 0,
});

/** The driver's photo. */
export const photo = style({
  width: '4rem',
  height: '4rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/** The driver's name. */
export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The vehicle facts. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** A fact's name. */
export const term = style({ color: vars.color.textMuted });

/** A fact's value. */
export const value = style({ margin: 0 });

/** The registration plate. */
export const plate = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.05em',
  fontVariantNumeric: 'tabular-nums',
});

/** The ETA line. */
export const eta = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontWeight: vars.font.weight.bold,
});
