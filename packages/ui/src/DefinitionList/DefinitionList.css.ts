import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';

/** Terms above their descriptions on a phone; two columns from the phone breakpoint up. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(8rem, auto) 1fr' } },
});

/** One term/description pair that does not box its children (they sit in the grid). */
export const row = style({ display: 'contents' });

/** A term. */
export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** A description. */
export const description = style({ margin: 0, overflowWrap: 'anywhere', marginBottom: vars.space.xs });
