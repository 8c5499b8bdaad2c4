import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stackedList } from '../theme/recipes';

/** The menu entries stacked. */
export const list = style(stackedList(vars.space.xs));
