import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Dialing code and number side by side; when the space is too narrow for a whole number beside the code (a phone,
 * or a narrow column of a wide screen) the number moves under the code rather than being squeezed.
 */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  minWidth: 0,
});

/** The narrow dialing-code select. */
export const code = style({ flex: '0 0 auto', width: '7.5em' });

/** The number box takes the rest, never narrower than a full international number (15 digits) and its padding. */
export const number = style({ flex: '1 1 12em', minWidth: 'min(100%, 12em)' });
