import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page: map and side panel, one column on phones. */
export const page = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

/** The heading row: title and the connection state. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});

/** The title. */
export const title = style({ margin: 0 });

/** The map frame (same size while the map code loads). */
export const mapFrame = style({
  height: '18rem',
  '@media': { [media.desktop]: { height: '28rem' } },
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

/** The map fills its frame. */
export const map = style({ height: '100%' });

/** The side panel. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

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
