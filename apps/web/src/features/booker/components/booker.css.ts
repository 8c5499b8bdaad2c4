import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A booker page: full width (the statement table needs room). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

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
