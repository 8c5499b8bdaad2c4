import { focusRing, media, raisedCard, vars } from '@cabkit/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The map's box: the open/close button above the map. */
export const panel = style({
  ...raisedCard(vars.space.xs, vars.space.sm),
  minWidth: 0,
});

/** The button that opens and closes the map (a full-width row, 44 px tall). */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceSelected } },
});

/** The button's chevron: down while closed, up while open. */
export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

const frameBase = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The map's frame per template: large where it had the main column, compact where it floated. */
export const frame = styleVariants({
  main: [frameBase, { height: '14rem', '@media': { [media.desktop]: { height: '20rem' } } }],
  float: [frameBase, { height: '12rem', '@media': { [media.desktop]: { height: '16rem' } } }],
});

/** The map region fills the frame. */
export const map = style({ flex: '1 1 auto', minHeight: 0, height: '100%' });

/** The map's skeleton while its code loads (the frame's size, so nothing jumps). */
export const loading = style({
  display: 'block',
  height: '10rem',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
