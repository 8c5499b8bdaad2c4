import { raisedCard, stackedList, vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The map fills its frame. */
export const map = style({ height: '100%' });

/**
 * A booking page's "Loading…" line: as tall as the window, so the footer below it is already out of view and does
 * not jump down when the booking arrives (layout shift at most 0.02; the detail page measured 0.078 without it).
 */
export const loadingPage = style({ minHeight: '100vh' });

/** A heading with its badge beside it (wrapping on a phone). */
export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A booking card's heading: its reference, then its pickup time on a line of its own. */
export const cardHeading = style({ margin: 0, flex: '1 1 auto' });

/** The pickup time under a card's reference, in body size. */
export const cardWhen = style({
  display: 'block',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

/** A row of action buttons and links. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/**
 * The dashboard's quick actions: each at least 8.5 of its own em wide (two to a line on a 320 px phone at 16 px),
 * wider than its words, so how many fit on a line does not hang on a few px of text width: sized to their words,
 * three fitted at 412 px in the web font with 2 px to spare but not in its stand-in, and the page moved by 0.09
 * when the font arrived.
 */
export const quickActions = style([actions]);
globalStyle(`${quickActions} > *`, { minWidth: '8.5em' });

/** A card in a list (one booking). */
export const card = style(raisedCard(vars.space.sm, vars.space.md, vars.radius.md));

/** The list of booking cards. */
export const list = style(stackedList(vars.space.md));

/** A section of the detail page. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The itemised fare: amounts right-aligned. */
export const fareTable = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '28rem' });

/** A fare cell. */
export const fareCell = style({
  padding: `${vars.space.xxs} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

/** A fare amount. */
export const fareAmount = style([fareCell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

/** The driver card: photo and name. */
export const driver = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The driver's photo. */
export const driverPhoto = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});

/** Filter bar: tabs and the date range, wrapping on a phone. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

/** Muted small text. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

/** The finder form. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '28rem' });

/** Elements hidden when printing (buttons, menus). */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Printing a ticket prints the ticket: the site's header, menu and footer and every action stay off paper.
globalStyle('body:has([data-print="ticket"]) :is(header, footer, nav)', {
  '@media': { print: { display: 'none' } },
});
globalStyle('[data-print="ticket"]', {
  '@media': { print: { border: 'none', boxShadow: 'none', maxWidth: 'none', padding: 0 } },
});
