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
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  paddingBottom: vars.space.xs,
});

/** A cell (header or data). */
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  selectors: { '&[data-align="end"]': { textAlign: 'right', whiteSpace: 'nowrap' } },
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
