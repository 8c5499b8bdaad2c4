import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The countdown: small and muted while time is plentiful, a warning panel in its last two minutes. */
export const countdown = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-closing]': {
      display: 'flex',
      justifyContent: 'space-between',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRadius: vars.radius.md,
      borderInlineStart: `4px solid ${vars.color.warning}`,
      background: vars.color.warningSurface,
      color: vars.color.text,
      fontSize: vars.font.size.md,
    },
  },
});

/** Label and digits, kept together when the button wraps. */
export const reading = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

/** The mm:ss digits: tabular, bold only once closing. */
export const digits = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${countdown}[data-closing] &`]: { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg },
  },
});
