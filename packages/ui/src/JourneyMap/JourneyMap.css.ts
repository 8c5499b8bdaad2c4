import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The map region: the keyboard focus target; it fills its parent (at least 240 px tall). */
export const region = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '240px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSelected,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/**
 * The element the provider's map is drawn into (the provider owns its children). Sized explicitly too:
 * MapLibre's stylesheet makes its container `position: relative`, which would drop the `inset` sizing.
 */
export const mapHost = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

/** The lightweight placeholder shown while the provider's library loads, and the error message. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

// The colour pulses, not the opacity: the map drawing underneath never shows through a half-seen skeleton.
const pulse = keyframes({
  '0%, 100%': { backgroundColor: vars.color.border },
  '50%': { backgroundColor: vars.color.surfaceSunken },
});

/** The map's frame while the provider's library loads: a skeleton of the map's size, still under reduced motion. */
export const loading = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** "Re-centre": over the map's top corner, where a phone's bottom sheet never covers it. */
export const recentre = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: 1,
  boxShadow: vars.shadow.md,
});
