import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** The loading region: its shapes pulse together; still under reduced motion. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** One grey shape standing in for content (the border colour shows on light and dark themes). */
const block = style({ display: 'block', background: vars.color.border, borderRadius: vars.radius.sm });

/** Lines of text, the last one shorter. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One line of text, as tall as a line of body text. */
export const line = style([
  block,
  { height: '0.875em', selectors: { '&:last-child:not(:first-child)': { width: '60%' } } },
]);

/** A card: a framed box with a heading bar and lines. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The card's heading bar. */
export const cardHeading = style([block, { height: '1.25em', width: '40%' }]);

/** Table rows: cells in a grid, one row per line, a rule between rows. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  minHeight: vars.size.control,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** A table cell's text. */
export const cell = style([block, { height: '0.875em' }]);

/** The map: 40 % of the screen's height on a phone, at least 200 px. */
export const map = style([block, { width: '100%', height: '40vh', minHeight: '200px', borderRadius: vars.radius.lg }]);
