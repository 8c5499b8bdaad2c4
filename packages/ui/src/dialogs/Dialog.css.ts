import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideDown = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%)' },
  to: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' },
});

/** The dimmed page behind a dialog; fades by `data-state`. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

/** The dialog panel: centred, scrolls when taller than the screen, fits a 320 px phone. */
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `calc(100vw - 2 * ${vars.space.sm})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.sm})`,
    overflowY: 'auto',
    padding: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${sinkOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
    '@media': {
      [media.reducedMotion]: { animation: 'none !important' },
      [media.phone]: { padding: vars.space.md },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '500px' },
      large: { maxWidth: '720px' },
    },
    sheet: {
      false: {},
      // On a phone the panel sits on the bottom edge, full width, rounded at the top only, and slides up.
      true: {
        '@media': {
          [media.phone]: {
            top: 'auto',
            bottom: 0,
            left: 0,
            transform: 'none',
            width: '100vw',
            maxWidth: 'none',
            maxHeight: `calc(100dvh - ${vars.space.lg})`,
            borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
            borderBottom: 'none',
            paddingBottom: 0,
            selectors: {
              '&[data-state="open"]': {
                animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
              },
              '&[data-state="closed"]': {
                animation: `${slideDown} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
              },
            },
          },
        },
      },
    },
  },
  defaultVariants: { size: 'medium', sheet: false },
});

/** The dialog title (h2). */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  paddingInlineEnd: `calc(${vars.size.controlSmall} + ${vars.space.sm})`,
});

/** The optional description under the title. */
export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The × button in the top corner (last in tab order); at least 24 px (WCAG 2.2 target size). */
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  minHeight: vars.size.controlSmall,
  padding: 0,
  background: 'transparent',
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { background: vars.color.surfaceSelected },
  },
});

/** The body: a column of fields and text. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The form wrapping body and actions (Enter submits). */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The buttons row: primary first; wraps and stretches on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/**
 * A sheet's footer: sticks to the bottom of the scrolling panel (edge to edge over its padding), so the pay
 * button is on screen on a 375x667 phone whatever the fields above it.
 */
export const sheetFooter = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'stretch',
  margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': {
    [media.phone]: {
      bottom: 0,
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.sm} ${vars.space.md} max(${vars.space.sm}, env(safe-area-inset-bottom))`,
    },
  },
});

/** The primary button of a sheet's footer takes the room its secondary does not. */
export const sheetPrimary = style({ flex: '1 1 auto', display: 'flex', flexDirection: 'column' });

/** Two fields side by side, on a phone too (expiry and CVC). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  minWidth: 0,
});

/** A rule with a word on it between ways to pay ("or pay by card"). */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
  },
});

/** A folded group of optional fields (address line 2, country). */
export const more = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The line that opens a folded group: a 44 px target. */
export const moreSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.link,
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  selectors: { '&:focus-visible': focusRing },
});

/** The total and booking reference line at the top of the payment sheet. */
export const payTotal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
});

/** The amount to pay in the sheet's total line. */
export const payAmount = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Two fields side by side above the phone breakpoint, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space.md,
  minWidth: 0,
});

/** A paragraph of dialog text (messages, notices). */
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** Small print such as the privacy and terms notice. */
export const smallPrint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** A line holding a link-style button (Forgot password?, Already a member?). */
export const linkLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

/** The error summary box (govuk pattern): takes focus after a failed submit. */
export const errorSummary = style({
  padding: vars.space.md,
  border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  selectors: { '&:focus-visible, &:focus': focusRing },
});

/** Title of the error summary. */
export const errorSummaryTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** The list of errors in the summary. */
export const errorSummaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** A link in the summary that focuses its field. */
export const errorSummaryLink = style({
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

/** A success or information panel (payment success, messages). */
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSurface,
  color: vars.color.text,
});

/** A key/value list (quotation, card totals). */
export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A term in a key/value list. */
export const summaryTerm = style({ fontWeight: vars.font.weight.bold, color: vars.color.textMuted });

/** A value in a key/value list. */
export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** A group of fields (billing address, expiry date) without the browser's frame. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The legend of a field group. */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** The saved cards and "Use a new card", one full-width row each. */
export const savedCards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One saved card (or "Use a new card") to choose: a radio row at least a touch target high. */
export const savedCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.formAccent, background: vars.color.surfaceSelected },
    '&:has(:focus-visible)': focusRing,
  },
});

/** A saved card's name ("Visa •••• 4242") beside its expiry. */
export const savedCardName = style({ flex: '1 1 auto', fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });
