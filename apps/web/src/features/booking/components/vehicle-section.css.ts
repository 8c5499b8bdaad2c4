import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The price tiers and the chosen tier's description under them. */
export const tiers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
