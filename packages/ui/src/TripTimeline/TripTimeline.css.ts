import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The list of steps. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** One step. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem 1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': { color: vars.color.text },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
  },
});

/** The step's dot. */
export const dot = style({
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderField}`,
  background: vars.color.surface,
  selectors: {
    [`${step}[data-state="done"] &`]: { background: vars.color.positive, borderColor: vars.color.positive },
    [`${step}[data-state="current"] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

/** The time a step was reached. */
export const time = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
