import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';
import { disclosureChevron, disclosureRow } from '../../../lib/disclosure.css';

/** The options fieldset, styled like a section. */
export const fieldset = style({
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Steppers side by side, wrapping on narrow screens. */
export const steppers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

/** The promo and note buttons in a row. */
export const extras = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The "Add extras" disclosure: its button, then the extra options when open. */
export const disclosure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
});

/** The disclosure's button: a full-width row, 44 px tall. */
export const disclosureButton = style({ ...disclosureRow, padding: `0 ${vars.space.xs}`, color: vars.color.link });

/** The button's chevron: down while closed, up while open. */
export const chevron = style({
  ...disclosureChevron,
  selectors: { [`${disclosureButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});
