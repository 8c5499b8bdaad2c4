import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import { focusRing } from '../theme/utils.css';

/** The tiles' group. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
});

/** The tile grid. */
export const tiles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A tile; its width follows the number of options: full for 1, half for 2, else quarter (docs/behaviour/payment.md#payment-tiles). */
export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: `calc(${vars.size.control} * 1.75)`,
    padding: vars.space.md,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { borderColor: vars.color.formAccent, background: vars.color.surfaceSelected },
      '&:hover:not([data-selected]):not([data-disabled])': { borderColor: vars.color.borderField },
      '&:has(:focus-visible)': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    width: {
      full: { flex: '1 1 100%' },
      half: { flex: `1 1 calc(50% - ${vars.space.sm})` },
      // A quarter stays a quarter with three options (no growing into thirds): four fit a row with their gaps.
      quarter: {
        flex: `0 1 calc(25% - ${vars.space.sm} * 3 / 4)`,
        '@media': { [media.phone]: { flex: `0 1 calc(50% - ${vars.space.sm} / 2)` } },
      },
    },
  },
});

/** The option's secondary text. */
export const description = style({
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
