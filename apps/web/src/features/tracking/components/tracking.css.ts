import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page: one column on phones (the trip's text, then the map); on a desktop the map beside the text. */
export const page = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      gridTemplateAreas: '"header header" "map panel"',
      alignItems: 'start',
    },
  },
});

/** The heading row: title and the connection state. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridArea: 'header' } },
});

/**
 * Where the connection badge shows once the live feed starts: its line under the title is kept from the start
 * (beside the title on a desktop, where the feed starts with the page).
 */
export const badgeSlot = style({
  display: 'flex',
  flexBasis: '100%',
  minHeight: '1.75rem',
  alignItems: 'center',
  '@media': { [media.desktop]: { flexBasis: 'auto' } },
});

/** The title. */
export const title = style({ margin: 0 });

/** The map frame (same size while the map code loads). */
export const mapFrame = style({
  height: '18rem',
  '@media': { [media.desktop]: { height: '28rem', gridArea: 'map' } },
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

/** The frame before the map loads: a button to ask for it (a desktop loads it as soon as it is in view). */
export const mapPlaceholder = style({
  display: 'flex',
  height: '100%',
  alignItems: 'center',
  justifyContent: 'center',
  '@media': { [media.desktop]: { visibility: 'hidden' } },
});

/** The side panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.desktop]: { gridArea: 'panel' } },
});

/** The live status sentence. */
export const status = style({ margin: 0, fontWeight: vars.font.weight.bold });

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
