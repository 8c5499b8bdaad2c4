import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page frame: header, menu, main, footer stacked, footer at the bottom. */
export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/**
 * The main landmark. At least a screen tall, so the footer starts below the fold and never moves in view while a
 * page's data arrives (no layout shift).
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.lg,
});
