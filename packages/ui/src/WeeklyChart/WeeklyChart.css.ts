import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** The chart and its table, one above the other. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The week buttons. */
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The figure: focusable for the arrow keys. */
export const figure = style({
  margin: 0,
  maxWidth: '36rem',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

/** The caption under the bars. */
export const caption = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A bar. */
export const bar = style({ fill: vars.color.primary });

/** The axes' lines. */
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

/** The axes' labels (counts, money, day names). */
export const label = style({ fill: vars.color.text, fontSize: '12px', fontFamily: vars.font.family.body });

/** The value per day: a dashed line with a dot per day, in a colour apart from the bars. */
export const valueLine = style({ fill: 'none', stroke: vars.color.positive, strokeWidth: 2, strokeDasharray: '5 3' });

/** A day's value on the line. */
export const valuePoint = style({ fill: vars.color.positive, stroke: vars.color.surface, strokeWidth: 1.5 });

/** What the bars and the line stand for. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** One entry of the legend. */
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The legend's bar swatch. */
export const legendBar = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  background: vars.color.primary,
});

/** The legend's line swatch. */
export const legendLine = style({
  display: 'inline-block',
  width: '1.25rem',
  borderTop: `2px dashed ${vars.color.positive}`,
});
