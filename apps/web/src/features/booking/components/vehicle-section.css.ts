import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The vehicle tiles. */
export const vehicleTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

/** One vehicle tile; dimmed when it cannot take the party. */
export const vehicleTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.formAccent, background: vars.color.surfaceSelected },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The vehicle radio group: the tiles, then its error. */
export const vehicleGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A vehicle's radio input. */
export const vehicleRadio = style({
  accentColor: vars.color.formAccent,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The vehicle group's error text. */
export const vehicleError = style({ color: vars.color.critical, fontSize: vars.font.size.sm, margin: 0 });

/** A vehicle's picture in its tile (kept to its box, so tiles line up). */
export const vehicleImage = style({ width: '6rem', height: '3rem', objectFit: 'contain', alignSelf: 'flex-start' });
