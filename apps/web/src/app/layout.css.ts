import { media, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page frame: header, menu, main, footer stacked, footer at the bottom. */
export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/**
 * The main landmark. At least a screen tall, so the footer starts below the fold and never moves in view while a
 * page's data arrives (no layout shift). Its sides are the page gutter (16 px on a phone, 24 px above, as the
 * brand header's); each page's PageLayout sets and centres its width.
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  padding: `${vars.space.lg} ${vars.space.lg}`,
  '@media': {
    [media.tabletUp]: { paddingInline: vars.space.xl },
    [media.desktop]: { paddingBlock: vars.space.xxl },
  },
});
