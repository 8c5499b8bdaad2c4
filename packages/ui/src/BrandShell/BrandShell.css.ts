import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { breakpoints, media } from '../theme/media';

/** The header's own colours, set by its variant; links, buttons and the focus ring follow them. */
const fg = createVar();
const bg = createVar();
const ring = createVar();
/** The logo's backing: none on the surface; on brand and inverse a plate of the surface the logo is drawn for. */
const plate = createVar();

/**
 * Below the desktop width, where the full row gives way to the Menu button. The row is the rule and this the
 * exception, so the row is also what a renderer without media queries (jsdom in the app's tests) shows.
 */
const belowDesktop = `screen and (max-width: ${breakpoints.desktop}px)`;

/**
 * The widest a page's content goes (PageLayout's wide width, 1,200 px) plus the page gutter either side (24 px
 * above a phone), so the header's and footer's edges line up with the page's.
 */
const pageWidth = `calc(1200px + 2 * ${vars.space.xl})`;

/** The skip link: off screen until focused, then over the header's corner. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-10rem',
  zIndex: 20,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.size.control,
  display: 'inline-flex',
  alignItems: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: {
    '&:focus': {
      top: vars.space.sm,
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The banner: one row, coloured by variant. */
export const header = recipe({
  base: {
    position: 'relative',
    background: bg,
    color: fg,
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  },
  variants: {
    variant: {
      surface: {
        vars: {
          [fg]: vars.color.text,
          [bg]: vars.color.surfaceRaised,
          [ring]: vars.color.focus,
          [plate]: 'transparent',
        },
      },
      brand: {
        vars: {
          [fg]: vars.color.onPrimary,
          [bg]: vars.color.primary,
          [ring]: vars.color.onPrimary,
          [plate]: vars.color.surfaceRaised,
        },
      },
      inverse: {
        vars: {
          [fg]: vars.color.surface,
          [bg]: vars.color.text,
          [ring]: vars.color.surface,
          [plate]: vars.color.surfaceRaised,
        },
      },
    },
  },
  defaultVariants: { variant: 'surface' },
});

/** The header's row: logo first, actions last; 60 px tall on a phone (44 px targets and 8 px around). */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: pageWidth,
  margin: '0 auto',
  // The page gutter: 16 px on a phone, 24 px above it (PageLayout's).
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '60px',
  '@media': {
    [media.tabletUp]: { paddingInline: vars.space.xl },
    [media.desktop]: { minHeight: '72px', gap: vars.space.xl },
  },
});

const focusable = {
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${ring}`, outlineOffset: '2px' } },
} as const;

/** The logo link home; shrinks before anything else does on a narrow phone. */
export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  minHeight: vars.size.control,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: plate,
  borderRadius: vars.radius.md,
  ...focusable,
});

/** The tenant's logo: 40 px tall, scaled down (never cropped) when the row is short of room. */
export const logo = style({
  display: 'block',
  height: '40px',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});

/** The service navigation and account area: the desktop row only (below it they are in the menu dialog). */
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [belowDesktop]: { display: 'none' } },
});

/** The service links in a row. */
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A service link: no underline at rest, a bar under the current page's. */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  color: fg,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  boxShadow: 'inset 0 -3px 0 transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${fg}`, fontWeight: vars.font.weight.bold },
    ...focusable.selectors,
  },
});

/** The account area, pushed to the end of the navigation. */
export const accountArea = style({ marginInlineStart: 'auto', position: 'relative' });

/** A quiet text button in the header (Sign in, the account menu, Menu). */
export const headerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.md}`,
  background: 'transparent',
  color: fg,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  border: `${vars.size.borderWidth} solid ${fg}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ...focusable,
});

/** The caret of the account menu button; turns when open. */
export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '0.5em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
  selectors: { '[aria-expanded="true"] > &': { transform: 'translateY(25%) rotate(-135deg)' } },
});

/** The account menu panel under its button (desktop). */
export const accountPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.sm})`,
  zIndex: 10,
  minWidth: '16rem',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** "Signed in as …" at the top of the account menu. */
export const signedInAs = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A group heading of the account menu. */
export const groupLabel = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

/** The links of one account group, stacked. */
export const groupList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** A link of the account menu or the menu dialog: full width, 44 px tall. */
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold, boxShadow: `inset 3px 0 0 ${vars.color.link}` },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

/** The header's call link (desktop only). */
export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: fg,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  '@media': { [belowDesktop]: { display: 'none' } },
  ...focusable,
});

/** Actions at the end of the row: Book, and Menu below the desktop width. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
  '@media': { [media.desktop]: { marginInlineStart: 0 } },
});

/** The Book action: the one filled button of the header. */
export const bookLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  background: fg,
  color: bg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  whiteSpace: 'nowrap',
  ...focusable,
});

/** The Menu button: below the desktop width only. */
export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** The menu dialog's sections, stacked. */
export const menuSections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The footer: tenant contact, site pages and the copyright line. */
export const footer = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** The footer's content: columns from the tablet width, stacked on a phone. */
export const footerInner = style({
  maxWidth: pageWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr', paddingInline: vars.space.xl } },
});

/** A footer column heading. */
export const footerHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** The footer's lists of contacts and pages. */
export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A footer link: 44 px tall on a phone, where it is tapped. */
export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.link,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.phone]: { minHeight: vars.size.control } },
});

/** The copyright line across the footer. */
export const copyright = style({ margin: 0, gridColumn: '1 / -1', color: vars.color.textMuted });
