import { vars } from './contract.css';

// Style recipes: plain style objects (no class of their own), spread into a component's `style({...})` so pages and
// components that draw the same thing say it once and change together.

/** A list without bullets or indent, its items stacked `gap` apart. */
export function stackedList(gap: string) {
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap,
  } as const;
}

/** A raised card: its content stacked `gap` apart inside `padding`, on the raised surface with a hairline border. */
export function raisedCard(gap: string, padding: string = vars.space.lg, radius: string = vars.radius.lg) {
  return {
    display: 'flex',
    flexDirection: 'column',
    gap,
    padding,
    background: vars.color.surfaceRaised,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderRadius: radius,
  } as const;
}

/** The box a menu or list box pops up in, over the page; never wider than a phone's screen. */
export const popoverPanel = {
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  outline: 'none',
} as const;

/** The padding of the list inside a `popoverPanel`. */
export const popoverList = { padding: vars.space.xxs, outline: 'none' } as const;

/** Ring and tint of a menu or list box row (react-aria's data attributes): hovered, focused, by keyboard, chosen. */
export const popoverRowStates = {
  '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSelected },
  '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
  '&[data-selected]': { fontWeight: vars.font.weight.bold },
} as const;

/** One row of a menu or list box: at least 44 px (the control size) tall for touch; see `popoverRowStates`. */
export const popoverRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** The box of a text control (input, select, text area): full width, 44 px tall, the field border, the body font. */
export const textInputBox = {
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.md,
  outline: 'none',
} as const;

/** A text control's invalid state: the critical colour, the border drawn twice as thick (not by colour alone). */
export const invalidBorder = {
  borderColor: vars.color.critical,
  boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
} as const;

/**
 * A control on the brand header's bar beside its own buttons (the language and currency choices): drawn in the
 * header's colour whatever its variant, 44 px tall, and gone below 360 px, where the bar has no room left for it.
 */
export const headerBarControl = {
  minHeight: vars.size.control,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  border: `${vars.size.borderWidth} solid currentColor`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { '(max-width: 359px)': { display: 'none' } },
} as const;
