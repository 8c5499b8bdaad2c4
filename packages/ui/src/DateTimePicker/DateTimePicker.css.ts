import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';
import { media } from '../theme/media';

/** The picker panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 480,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.body,
  '@media': { [media.phone]: { padding: vars.space.md } },
});

/** The panel title. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/** Row of quick buttons. */
export const quickRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

/** A quick 15/30/60 toggle button; pressed when it set the time. */
export const quickButton = style({
  minHeight: vars.size.controlSmall,
  minWidth: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.formAccent,
      color: vars.color.onFormAccent,
      borderColor: vars.color.formAccent,
    },
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Date, hour and minute selectors. */
export const selectors = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The date selector spans the row on phones. */
export const dateCell = style({ '@media': { [media.phone]: { gridColumn: '1 / -1' } } });

/** Warning about the earliest pickup time. */
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

/** Done / Close. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
