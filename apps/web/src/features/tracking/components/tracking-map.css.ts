import { style } from '@vanilla-extract/css';

/** The map fills its frame (its own file: the page's styles stay in the page's chunk, not shared with the map's). */
export const map = style({ height: '100%' });
