import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The trigger: the secondary button's look with room for its chevron. */
export const trigger = style({ gap: vars.space.xs });

/** The chevron turns over while the menu is open. */
export const chevron = style({
  flexShrink: 0,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 120ms ease-out' } },
});
