import { media, vars } from '@cabkit/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

/**
 * The trip: on a phone the map first, full width, with the trip's sheet drawn over its lower edge; on a desktop
 * the map takes two thirds and the trip's panel one third, beside it.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gap: vars.space.lg,
      alignItems: 'start',
    },
  },
});

/** Where the connection badge shows once the live feed starts (its line is kept from the start). */
export const badgeSlot = style({ display: 'flex', minHeight: '1.75rem', alignItems: 'center' });

/** The map frame: the same size before, while and after the map loads (nothing moves when it arrives). */
export const mapFrame = style({
  height: '55vh',
  minHeight: '18rem',
  maxHeight: '34rem',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '@media': {
    [media.desktop]: {
      height: 'calc(100vh - 12rem)',
      minHeight: '28rem',
      maxHeight: '44rem',
      position: 'sticky',
      top: vars.space.lg,
    },
  },
});

// The colour pulses, not the opacity: the map drawing underneath never shows through a half-seen skeleton.
const pulse = keyframes({
  '0%, 100%': { backgroundColor: vars.color.border },
  '50%': { backgroundColor: vars.color.surfaceSunken },
});

/** The map to come: a skeleton filling the frame; still under reduced motion. */
export const mapSkeleton = style({
  height: '100%',
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/**
 * The trip's sheet: on a phone a bottom sheet over the map's lower edge (the map's fit keeps its markers above
 * it); on a desktop the panel beside the map.
 */
export const sheet = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  marginTop: `calc(-1 * ${vars.space.xl})`,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '::before': {
    content: '""',
    alignSelf: 'center',
    width: '2.5rem',
    height: '0.25rem',
    marginTop: `calc(-1 * ${vars.space.sm})`,
    borderRadius: '999px',
    background: vars.color.border,
  },
  '@media': {
    [media.desktop]: {
      marginTop: 0,
      padding: 0,
      borderRadius: 0,
      background: 'none',
      boxShadow: 'none',
      selectors: { '&::before': { display: 'none' } },
    },
  },
});

/** The live status sentence. */
export const status = style({ margin: 0, fontWeight: vars.font.weight.bold });

/** A section heading inside the sheet. */
export const sectionTitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.size.lg });

/** The journey's two ends. */
export const journey = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

/** A confirmation next to the share button. */
export const note = style({ margin: 0, color: vars.color.textMuted });
