import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** One vehicle option: picture, name and capacities, price on the right. */
export const vehicle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, width: '100%', minWidth: 0 });

/** The vehicle picture. */
export const image = style({
  width: 64,
  height: 40,
  objectFit: 'contain',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

/** Name over capacities. */
export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The vehicle name. */
export const name = style({ fontWeight: vars.font.weight.bold });

/** Passenger, luggage and hand-bag counts. */
export const capacity = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
