import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Price text sizes. */
export const price = recipe({
  base: { fontFamily: vars.font.family.body, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    size: {
      small: { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium },
      medium: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold },
      large: {
        fontSize: vars.font.size.xxl,
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});
