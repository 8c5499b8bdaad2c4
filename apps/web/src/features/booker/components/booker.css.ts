import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** A booker page: full width (the statement table needs room). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A row of buttons. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
