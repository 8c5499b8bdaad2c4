import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The kinds of message, one under another, divided by a rule. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** One kind: its name and hint, then its channels. */
export const row = style({
  padding: `${vars.space.sm} 0`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

/** The group of one kind's channels (its legend names the kind for a screen reader). */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

/** The kind's name. */
export const legend = style({ fontWeight: vars.font.weight.bold, padding: 0 });

/** What the kind tells. */
export const hint = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, color: vars.color.textMuted });

/** The channels: stacked on a phone, side by side from the tablet breakpoint up. */
export const channels = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [media.tabletUp]: { flexDirection: 'row', gap: vars.space.lg } },
});
