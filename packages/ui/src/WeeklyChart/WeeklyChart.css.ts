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

/** The base line. */
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

/** The axis's labels (its name, money, the bars' names). */
export const label = style({ fill: vars.color.text, fontSize: '12px', fontFamily: vars.font.family.body });

/** The value lines across the chart, faint behind the bars. */
export const grid = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '2 3' });
