import { stackedList, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** My Places: the groups stacked, at most a readable width. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });

/** The page's action row (Add place). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A list of places without bullets. */
export const list = style(stackedList(vars.space.sm));

/** One saved place: its name and address beside its buttons; they wrap under it on narrow screens. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The place's text. */
export const itemText = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The place's name. */
export const itemName = style({ fontWeight: vars.font.weight.bold, margin: 0 });

/** The place's address. */
export const itemAddress = style({ margin: 0, color: vars.color.textMuted });

/** A group heading. */
export const groupHeading = style({ fontSize: vars.font.size.lg, margin: `0 0 ${vars.space.sm}` });
