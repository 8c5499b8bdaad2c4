import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The box: the tenant's critical tint, a thick critical edge on the reading side, the reason beside its button. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.critical}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The reason: takes the line, and the button wraps under it on a narrow screen. */
export const text = style({ margin: 0, flex: '1 1 14rem' });
