import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Dialing code and number side by side. */
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 });

/** The narrow dialing-code select. */
export const code = style({ flex: '0 0 auto', width: '7.5em' });

/** The number box takes the rest. */
export const number = style({ flex: '1 1 auto', minWidth: 0 });
