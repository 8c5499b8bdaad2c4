import { headerBarControl, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

// Below 360 px the bar has no room left (headerBarControl hides it): the button squeezed the logo, which then
// moved as the page's font came in. There the language is chosen in the Menu dialog (language-choices.tsx).

/** The language button: a header bar control, its label kept on one line. */
export const trigger = style({
  ...headerBarControl,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
});

/** The Menu dialog's language choice: a group with no frame of its own. */
export const choiceGroup = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

/** The language choice's label, as the menu's "Signed in as" line. */
export const choiceLabel = style({
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The list of languages in the Menu dialog. */
export const choiceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** One language in the Menu dialog: the whole row presses; the current one is bold and marked. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&[aria-current="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.link}`,
      cursor: 'default',
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});
