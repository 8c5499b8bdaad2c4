import { media, raisedCard, vars } from '@cabkit/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { disclosureChevron, disclosureRow } from '../../../lib/disclosure.css';

/** The map's box: the open/close button above the map. */
export const panel = style({
  ...raisedCard(vars.space.xs, vars.space.sm),
  minWidth: 0,
});

/** The button that opens and closes the map (a full-width row, 44 px tall). */
export const toggle = style({ ...disclosureRow, padding: `0 ${vars.space.sm}`, color: vars.color.text });

/** The button's chevron: down while closed, up while open. */
export const chevron = style({
  ...disclosureChevron,
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
