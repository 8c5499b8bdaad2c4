import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stackedList } from '../theme/recipes';

/** A results or fallback heading. */
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The results list. */
export const list = style(stackedList(vars.space.xs));
