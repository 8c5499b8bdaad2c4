import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The card: the ETA first, then who is coming, then the contact actions. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  minWidth: 0,
});

/** The photo (or initials) beside the name and vehicle. */
export const who = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
});

/** The driver's photo. */
export const photo = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/** The initials of a driver without a photo, in the photo's circle. */
export const initials = style([
  photo,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
]);

/** The name and the vehicle facts. */
export const text = style({ minWidth: 0 });

/** The driver's name. */
export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The vehicle and its plate. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** A fact's value. */
export const value = style({ margin: 0 });

/** The registration plate, drawn like one. */
export const plate = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderField}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.05em',
  fontVariantNumeric: 'tabular-nums',
});

/** The one ETA line, the first thing read. */
export const eta = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Call and Message, side by side. */
export const actions = style({
  display: 'grid',
  // One action (a tenant allowing only one) takes the whole row.
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: vars.space.sm,
});
