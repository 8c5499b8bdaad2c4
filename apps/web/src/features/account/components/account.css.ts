import { media, raisedCard, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A card holding read-only details or a form. */
export const card = style(raisedCard(vars.space.md));

/**
 * Read-only details as term/description pairs: plain text, never boxes, so nothing looks editable. Stacked on
 * phones, side by side from the phone breakpoint up.
 */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(8rem, auto) 1fr' } },
});

/** A term of the details. */
export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.textMuted });

/** A description of the details (long e-mails wrap rather than overflow at 320 px). */
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** A row of buttons and links. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A form on a page (the reset-password form). */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The saved cards, one row each. */
export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A saved card: its name and expiry, then "Remove" (wrapping under it on a narrow phone). */
export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A saved card's name and expiry. */
export const cardName = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, overflowWrap: 'anywhere' });
