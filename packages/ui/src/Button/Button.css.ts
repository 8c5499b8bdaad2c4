import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/utils.css';

/** Button looks; states come from RAC's data-* attributes. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    minWidth: vars.size.control,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid transparent`,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderField,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSelected } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.surface,
      },
      link: {
        minHeight: '24px',
        minWidth: '24px',
        padding: `0 ${vars.space.xxs}`,
        background: 'transparent',
        color: vars.color.link,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      },
    },
    size: {
      medium: {},
      small: {
        minHeight: vars.size.controlSmall,
        fontSize: vars.font.size.sm,
        padding: `${vars.space.xxs} ${vars.space.md}`,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

/** Button variant props. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
