import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The group: its label, the cards, its error. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The cards, one under another (a price column lines up down the list). */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/**
 * One card: picture, name and facts, price in a row; on a phone the picture and price share the top row and the
 * text takes the whole width under them. The chosen card is outlined in the form accent.
 */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"picture text price"',
  alignItems: 'center',
  '@media': {
    [media.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: '"picture price" "text text"' },
  },
  gap: vars.space.md,
  minHeight: vars.size.control,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.formAccent,
      boxShadow: `inset 0 0 0 1px ${vars.color.formAccent}`,
      background: vars.color.surfaceSelected,
    },
    '&:hover:not([data-selected]):not([data-disabled])': { borderColor: vars.color.formAccent },
    '&:has(:focus-visible)': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceSunken },
  },
});

/** The picture's box (kept to its size so the cards line up, with or without a picture). */
export const picture = style({
  gridArea: 'picture',
  width: '4.5rem',
  height: '2.5rem',
  display: 'flex',
  alignItems: 'center',
});

/** The vehicle picture. */
export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

/** Name, description and facts. */
export const text = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The vehicle's name. */
export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

/** Secondary text (description, ETA, why it cannot be chosen). */
export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The capacity figures in a row. */
export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** One capacity figure. */
export const capacity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** A capacity icon. */
export const icon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

/** The price column. */
export const price = style({ gridArea: 'price', justifySelf: 'end', textAlign: 'end' });
