import { focusRing, stackedList, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The short terms under the fare: one line each, wrapping on a phone. */
export const lines = style({
  ...stackedList(vars.space.xs),
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** The disclosure holding the full terms; its summary is a full-size touch target. */
export const disclosure = style({ fontSize: vars.font.size.sm });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  cursor: 'pointer',
  color: vars.color.link,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

export const details = style({ margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
