import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A booker page: full width (the statement table needs room). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The period form: the two days side by side from the tablet breakpoint up. */
export const period = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr auto' } },
});

/** A row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The totals as term/description pairs. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A total's name. */
export const term = style({ fontWeight: vars.font.weight.bold, color: vars.color.textMuted });

/** A total's amount. */
export const amount = style({ margin: 0 });

/** The table's scroll box: a wide table scrolls sideways inside it at 320 px, never the page. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

/** The statement table. */
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });

/** A cell of the statement table. */
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

/** A money cell: right-aligned. */
export const money = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

/** A column header's sort button: looks like the header text. */
export const sortButton = style({
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});

/** The period presets: a borderless group of buttons. */
export const presets = style([actions, { border: 'none', margin: 0, padding: 0, minWidth: 0 }]);

/** The weekly chart's figure: focusable for the arrow keys. */
export const chart = style({ margin: 0, maxWidth: '36rem' });

/** A bar of the weekly chart. */
export const bar = style({ fill: vars.color.primary });

/** A bar's count and day name. */
export const barLabel = style({ fill: vars.color.text, fontSize: '11px' });
