import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The badge: a pill with a border, tinted by tone (colour is never the only cue: the text is the status). */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
  },
  variants: {
    tone: {
      success: { background: vars.color.positiveSurface, borderColor: vars.color.positive },
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
      warning: { background: vars.color.surfaceSunken, borderColor: vars.color.critical, borderStyle: 'dashed' },
      info: { background: vars.color.surfaceSelected, borderColor: vars.color.primary },
      neutral: {},
    },
  },
  defaultVariants: { tone: 'neutral' },
});
