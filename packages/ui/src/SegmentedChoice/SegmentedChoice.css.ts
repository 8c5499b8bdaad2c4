import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceSegmentStates } from '../theme/utils.css';

/** The group: its label, the bar, its error. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The bar of segments, each the same width. */
export const bar = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.lg,
});

/** One segment (a radio's label). */
export const segment = style({
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  ...choiceSegmentStates,
});

/** The segment's name. */
export const label = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

/** The segment's second line. */
export const detail = style({ fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
