import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** The fieldset: no box of its own (the page frames it). */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The legend. */
export const legend = style({ fontWeight: vars.font.weight.bold, padding: 0, marginBottom: vars.space.xs });

/** The presets: a wrapping row of small buttons. */
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The two days: stacked on a phone, side by side from the tablet breakpoint up. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});
