import { headerBarControl, vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The currency list: a header bar control beside the language button, as that button is drawn. */
export const select = style({ ...headerBarControl, padding: `0 ${vars.space.xs}` });

// The open list is drawn by the browser on the page's surface, whatever the header's colour.
globalStyle(`${select} option`, { color: vars.color.text, background: vars.color.surface });
