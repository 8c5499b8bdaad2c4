import { breakpoints, focusRing, invalidBorder, media, raisedCard, textInputBox, vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The text styles every feature's form shares live in lib/text.css (extras, payment and flights use them too).
export { alert, muted, sectionHeading } from '../../../lib/text.css';

/**
 * The wizard: on a desktop the form beside a sticky column (map and fare); below that one column, the map first,
 * then the form, then the summary (the side column's parts take their own places: display contents).
 */
export const wizard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"form side"',
      alignItems: 'start',
    },
  },
});

/**
 * The side column: the map above the journey and fare summary. On desktop it stays in view while the steps scroll
 * (docs/behaviour/journey.md#sticky-sections sticky sections: pickup, via, drop-off, vehicle, fare), when the window
 * is tall enough to show it whole; on phones its parts are laid out with the form's.
 */
export const sidebar = style({
  display: 'contents',
  '@media': {
    [media.desktop]: {
      gridArea: 'side',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      minWidth: 0,
    },
    [`${media.desktop} and (min-height: 720px)`]: { position: 'sticky', top: vars.space.md },
  },
});

/** The map's place: above the step on phones. */
export const mapSlot = style({ order: -1, minWidth: 0 });

/** The summary's place: after the form on phones. */
export const summarySlot = style({ order: 1, minWidth: 0 });

/** The Back button above the step's sections (GOV.UK's back link place). */
export const back = style({ alignSelf: 'flex-start' });

/** One section of a step. */
export const section = style(raisedCard(vars.space.md));

/** Wraps the controls of one error key (display: contents): the error summary's link focuses the first. */
export const fieldAnchor = style({ display: 'contents' });

/** The step indicator and the step under it, as one part of the page (16 px apart, not a section's gap). */
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The step indicator above the wizard: it takes focus when the step changes (a ring shows for keyboard users). */
export const stepIndicator = style({
  borderRadius: vars.radius.md,
  ':focus': { outline: 'none' },
  ':focus-visible': focusRing,
});

/**
 * The step's action. Below the desktop width a bar stuck to the bottom of the screen while the form scrolls, clear
 * of the device's safe area; focused fields scroll clear of it (scroll padding below).
 */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': {
    [`not all and (min-width: ${breakpoints.desktop + 1}px)`]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      padding: `${vars.space.sm} 0 max(${vars.space.sm}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
      boxShadow: '0 -4px 12px rgb(0 0 0 / 0.08)',
    },
  },
});

// A field focused near the bottom of the screen scrolls above the bar, not under it.
globalStyle(`html:has(${actions})`, {
  '@media': {
    [`not all and (min-width: ${breakpoints.desktop + 1}px)`]: {
      scrollPaddingBottom: 'calc(6rem + env(safe-area-inset-bottom))',
    },
  },
});

/** The step's button: at least 48 px tall, the whole width of the bar. */
export const stepAction = style({ minHeight: '48px' });

/** The fare line beside Book now in the bar. */
export const barFare = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  color: vars.color.textMuted,
});

/** The fare figure in the bar. */
export const barFigure = style({
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/** The fare summary box (kept in view by the side panel it sits in). */
export const summary = style(raisedCard(vars.space.sm));

/** The big fare figure. */
export const fare = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

/** A row of fields side by side on wider screens. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

/** A small inline button row for via stops. */
export const viaRow = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
});

/** Description list of the booking summary. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** The step's form: sections stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.desktop]: { gridArea: 'form' } },
});

/** A chosen time with its change button and, when open, the date-time picker. */
export const timeChooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The chosen time text. */
export const timeValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The name before the chosen time. */
export const timeLabel = style({ fontWeight: vars.font.weight.medium });

/** An error under a control that is not a text box (the pickup time). */
export const fieldError = style({
  color: vars.color.critical,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

/** The stand-in address box shown until the Autocomplete loads: the design system's field look. */
export const addressShell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** The stand-in box's label (as the design system's field label). */
export const addressShellLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The stand-in box's input (as the design system's text input). */
export const addressShellInput = style({
  ...textInputBox,
  selectors: {
    '&:focus-visible, &:focus': focusRing,
    '&[aria-invalid="true"]': invalidBorder,
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

// While a text box has focus (the on-screen keyboard is up, an address list may open under the field) the bar
// goes back to the end of the form, so it never covers what is being typed or chosen.
globalStyle(`${form}:has(input:not([type="radio"], [type="checkbox"]):focus, textarea:focus) ${actions}`, {
  '@media': {
    [`not all and (min-width: ${breakpoints.desktop + 1}px)`]: { position: 'static', boxShadow: 'none' },
  },
});
