import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinning ring; it stops (and shows a static arc) when the user prefers reduced motion. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} calc(${vars.motion.duration.slow} * 3) linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em', borderWidth: '2px' },
      medium: { width: vars.size.icon, height: vars.size.icon, borderWidth: '3px' },
      large: { width: `calc(${vars.size.icon} * 2.4)`, height: `calc(${vars.size.icon} * 2.4)`, borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** Wrapper keeping the ring and its optional visible label in a row. */
export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
