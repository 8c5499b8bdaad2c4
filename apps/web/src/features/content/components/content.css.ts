import { media, vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A gap between a page's blocks where PageLayout's sections are not used (the menu page's list). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A content block's text: paragraphs and its list without the browser's indent. */
export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
globalStyle(`${prose} p`, { margin: 0 });
globalStyle(`${prose} ul`, { margin: 0, paddingInlineStart: vars.space.xl });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

/**
 * The home page's hero: headline, sub line and the booking card in one column, the tenant's hero picture beside
 * them on desktop and as a short band above them on a phone (so the card's first field is in the first screen).
 */
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)', gap: vars.space.xxl },
  },
});

/** The hero's text and booking card. */
export const heroMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The hero headline (the page's h1): 28 px on a phone, 44 px on desktop. */
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: '44px' } },
});

/** The hero's sub line. */
export const heroIntro = style({
  margin: 0,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});

/** The hero picture: a 112 px band on a phone and tablet, the full height of the hero's column on desktop. */
export const heroPicture = style({
  order: -1,
  display: 'block',
  width: '100%',
  height: '112px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  '@media': {
    [media.tabletUp]: { height: '200px' },
    [media.desktop]: { order: 0, height: '100%', minHeight: '420px' },
  },
});

/** The booking card: the quote form on the raised surface. */
export const bookingCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

/** The booking card's heading. */
export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

/** The trust strip: short assurances in a row (two columns on a phone). */
export const trust = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  '@media': { [media.desktop]: { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

/** One assurance: a tick in the brand colour, then its text. */
export const trustItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.font.size.md } },
});

/** The tick before an assurance. */
export const tick = style({ flex: 'none', color: vars.color.primary, marginTop: '1px' });

/** A section's heading row: its h2, and a link to the whole list on the right. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A section heading (h2) beside a link. */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

/** A grid of cards: one column on a phone, more on wider screens. */
export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))',
});

/**
 * The fleet's grid: two cards a row on a phone (a picture, a name and what it carries), as many as fit on wider
 * screens. The cards fill the row (auto-fit: home's four never leave a fifth slot empty on a desktop), and an odd
 * last card on a phone takes the whole row.
 */
export const fleetCards = style([
  cards,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' } },
  },
]);
globalStyle(`${fleetCards} > li:last-child:nth-child(odd)`, {
  '@media': { [media.phone]: { gridColumn: '1 / -1' } },
});

/** One card of a grid. */
export const card = style({
  position: 'relative',
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
globalStyle(`${card} :is(h2, h3)`, {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${card} p`, { margin: 0, color: vars.color.textMuted });

/** A service card: the airport's code in a tile beside its name and line; the whole card follows the link. */
export const serviceCard = style([card, { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.md }]);

/** A card's text beside its tile, centred on the tile when it is one line. */
export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: '48px',
});

/** Left out on a phone, where a short list matters more than the line (shown from the tablet width up). */
export const notOnPhone = style({ '@media': { [media.phone]: { display: 'none' } } });

/** The airport's code tile. */
export const airportCode = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  letterSpacing: '0.04em',
});

/** The link of a card, stretched over the whole card so all of it is the touch target. */
export const cardLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** A vehicle's picture in its card, on the sunken surface. */
export const vehicleImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  marginBottom: vars.space.xs,
});

/** What a vehicle carries, in one muted line. */
export const carries = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
globalStyle(`${carries} div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${carries} dd`, { margin: 0 });

/** The quote form: fields stacked, the submit button across the card. */
export const journeyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The chosen later time and the button that opens the picker. */
export const timeChooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** "Pickup date and time: ..." above the picker's button. */
export const timeValue = style({ margin: 0 });

/** A field's error under it. */
export const fieldError = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.bold });

/** A band closing the home page: how to reach the tenant, and its actions. */
export const contactBand = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
globalStyle(`${contactBand} p`, { margin: 0 });

/** The actions of a band or a page's end: links as buttons, side by side, wrapping. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The home page's own blocks side by side on desktop. */
export const blockGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A link styled as the secondary action beside the primary one. */
export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The menu page's links: one per row, each at least 44 px tall. */
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${menuList} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

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
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
