import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** The scroll box: a wide table scrolls sideways inside it on a phone, never the page. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** The table. */
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });

/** The caption, when shown. */
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBottom: vars.space.xs,
});

/** The row menu's column: one 44 px button and its padding (the end-pinned column sits this far from the edge). */
const actionsWidth = `calc(${vars.size.control} + 2 * ${vars.space.xxs})`;

/**
 * A cell (header or data). Words never break inside (a name wraps between words or is cut by its column); numbers
 * sit right in tabular figures so amounts line up; pinned cells keep the page's background under the scrolled ones.
 */
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
  background: vars.color.surface,
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    '&[data-pin]': { position: 'sticky', zIndex: 1 },
    '&[data-pin="start"]': {
      insetInlineStart: 0,
      whiteSpace: 'nowrap',
      boxShadow: `inset calc(-1 * ${vars.size.borderWidth}) 0 0 ${vars.color.border}`,
    },
    '&[data-pin="end"]': {
      insetInlineEnd: 0,
      boxShadow: `inset ${vars.size.borderWidth} 0 0 ${vars.color.border}`,
    },
    '&[data-pin="end"][data-beside-actions]': { insetInlineEnd: actionsWidth },
    '&[data-pin="actions"]': { insetInlineEnd: 0, width: actionsWidth, minWidth: actionsWidth },
  },
});

/** The row menu's cell. */
export const actionsCell = style([cell, { padding: vars.space.xxs, textAlign: 'center' }]);

/** A truncated cell's text: one line, cut with "…" at the column's width (its full text is its tooltip). */
export const truncated = style({
  display: 'block',
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A header cell. */
export const headerCell = style([cell, { fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' }]);

/** The totals row: set apart by a heavier rule. */
export const totalCell = style([
  cell,
  { fontWeight: vars.font.weight.bold, borderTop: `calc(2 * ${vars.size.borderWidth}) solid ${vars.color.border}` },
]);

/** A sortable header's button: reads as the header text, with the sort arrow after it. */
export const sortButton = style({
  font: 'inherit',
  fontWeight: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  display: 'inline-flex',
  gap: vars.space.xxs,
  alignItems: 'center',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** The arrow beside a sorted header (decorative: `aria-sort` says it). */
export const arrow = style({ fontSize: vars.font.size.xs, minWidth: '1ch' });
