import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** 48 px: the step after the spacing tokens' 32 px on the 8-point grid. */
const space48 = `calc(${vars.space.xxl} + ${vars.space.lg})`;

/**
 * The one width system: narrow 640 px (forms, confirmations, text), regular 960 px (a form beside a summary,
 * detail pages), wide 1,200 px (tables, maps, dashboards, home). `page` and `reading`, the first two widths, stay
 * as names for wide and narrow.
 */
const pageWidths = { narrow: '640px', regular: '960px', wide: '1200px' } as const;

/** The page's column, centred at its width; sections 32 px apart (48 px on desktop). */
export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxl,
    width: '100%',
    marginInline: 'auto',
    minWidth: 0,
    '@media': { [media.desktop]: { gap: space48 } },
  },
  variants: {
    width: {
      narrow: { maxWidth: pageWidths.narrow },
      regular: { maxWidth: pageWidths.regular },
      wide: { maxWidth: pageWidths.wide },
      page: { maxWidth: pageWidths.wide },
      reading: { maxWidth: pageWidths.narrow },
    },
  },
  defaultVariants: { width: 'wide' },
});

/** The page's heading row: title (and intro) first, actions after; stacked on a phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

/** The title and intro. */
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The page title (h1): 28 px, 40 px on desktop. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: '40px' } },
});

/** The sentence under the title. */
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: pageWidths.narrow });

/** The page's actions beside the title. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A section: its heading 16 px above its content. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A section heading (h2). */
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});
