import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page frame: header, menu, main, footer stacked, footer at the bottom. */
export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** The contact strip at the top (tenant phone and e-mail). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The product name in the header. */
export const brand = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

/** Header contact links. */
export const contacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.font.size.sm });

/** A link in the header, menu or footer. */
export const link = style({
  color: vars.color.link,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The site menu. */
export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/**
 * The main landmark. At least a screen tall, so the footer starts below the fold and never moves in view while a
 * page's data arrives (no layout shift).
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
});

/** The footer with the copyright line. */
export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** A skip link, visible on focus. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-10rem',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/**
 * The signed-in account's name in the menu. On phones it is read by screen readers but takes no room: the menu
 * keeps the height it had signed out, so nothing moves when the account comes back after the take-over of the
 * server's first view (docs/decisions/0012-first-view-in-html.md); the Account menu button stands for it.
 */
export const signedInAs = style({
  color: vars.color.textMuted,
  alignSelf: 'center',
  '@media': {
    [media.phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** Menu entries shown inline above the phone breakpoint; on phones they are in the account menu dialog. */
export const wideOnly = style({ '@media': { [media.phone]: { display: 'none' } } });

/** The account menu button, on phones only. */
export const phoneOnly = style({ '@media': { [media.tabletUp]: { display: 'none' } } });
