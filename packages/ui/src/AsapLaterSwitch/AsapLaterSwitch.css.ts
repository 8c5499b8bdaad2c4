import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceSegmentStates } from '../theme/utils.css';

/** The two-segment switch. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

/** The segments row. */
export const segments = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.pill,
  width: 'fit-content',
});

/** One segment (a radio). */
export const segment = style({
  minHeight: vars.size.controlSmall,
  minWidth: `calc(${vars.size.control} * 2)`,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  ...choiceSegmentStates,
});
