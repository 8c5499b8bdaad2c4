import { focusRing, media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

// The text styles every feature's form shares live in lib/text.css (extras, payment and flights use them too).
export { alert, muted, sectionHeading } from '../../../lib/text.css';

/** The wizard: the steps beside the fare summary on desktop, stacked on phones. */
export const wizard = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});

/**
 * The side panel: the floating map (templates that float it) above the journey and fare summary. On desktop
 * it stays in view while the steps scroll (docs/behaviour/journey.md#sticky-sections sticky sections: pickup, via, drop-off, vehicle, fare), when
 * the window is tall enough to show it whole; on phones and at high zoom it simply follows the form.
 */
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [`${media.desktop} and (min-height: 720px)`]: { position: 'sticky', top: vars.space.md },
  },
});

/** One section of a step. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Wraps the controls of one error key (display: contents): the error summary's link focuses the first. */
export const fieldAnchor = style({ display: 'contents' });

/** The step indicator above the wizard. */
export const stepIndicator = style({ margin: `0 0 ${vars.space.md}` });

/** Buttons under the step. */
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

/** The fare summary box (kept in view by the side panel it sits in). */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

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
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': focusRing,
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
