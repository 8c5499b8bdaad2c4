import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The options fieldset, styled like a section. */
export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Steppers side by side, wrapping on narrow screens. */
export const steppers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

/** The promo and note buttons in a row. */
export const extras = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
