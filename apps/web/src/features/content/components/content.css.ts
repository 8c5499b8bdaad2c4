import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A content page: readable line length, stacked sections. */
export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The lead paragraph under the h1. */
export const intro = style({ fontSize: vars.font.size.lg, margin: 0 });

/** A grid of cards: one column on a phone, more on wider screens. */
export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

/** One card of a grid. */
export const card = style({
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A vehicle picture in the fleet. */
export const vehicleImage = style({ width: '100%', maxWidth: '12rem', height: 'auto', alignSelf: 'center' });

/** Compact journey form: fields stacked on a phone, side by side on a desktop. */
export const journeyForm = style({
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The when row of the journey form and its submit button span the whole form. */
export const wide = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
});

/** A plain fieldset without the browser's frame. */
export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

/** Native input (date and time) styled like the library's fields. */
export const nativeInput = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.sm,
  colorScheme: 'light dark',
});

/** A label above a native input. */
export const nativeLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A link styled as the primary call to action. */
export const ctaLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The contact form. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '36rem' });

/** A success or error message after sending. */
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSurface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.positive}`,
});

/** The server's refusal or a network error. */
export const errorNotice = style([
  notice,
  { background: vars.color.criticalSurface, borderColor: vars.color.critical },
]);
