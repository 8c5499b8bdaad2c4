import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The badge. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-state="connected"]': { background: vars.color.positiveSurface },
    '&[data-state="disconnected"]': { background: vars.color.criticalSurface, color: vars.color.critical },
  },
});

/** The light in front of the text. */
export const light = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  background: vars.color.textMuted,
  selectors: {
    [`${badge}[data-state="connected"] &`]: { background: vars.color.positive },
    [`${badge}[data-state="disconnected"] &`]: { background: vars.color.critical },
  },
});
