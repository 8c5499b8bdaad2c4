import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The overlay covering its container (or the page when `fullScreen`). */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: { '&[data-fullscreen]': { position: 'fixed', zIndex: 1000 } },
});

/** The message card. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 420,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
});

/** "Please wait". */
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The description. */
export const description = style({ margin: 0, color: vars.color.textMuted });
