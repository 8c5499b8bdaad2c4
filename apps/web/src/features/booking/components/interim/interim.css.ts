import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

const focus = { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** A labelled field stack. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, position: 'relative' });

/** Field label. */
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

/** A text input. */
export const input = style({
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focus,
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

/** Error text under a field. */
export const error = style({ color: vars.color.critical, fontSize: vars.font.size.sm, margin: 0 });

/** Hint text under a field. */
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

/** The suggestion list of a combobox. */
export const listbox = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 5,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  maxHeight: '350px',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

/** One suggestion. */
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surfaceSelected, outline: `2px solid ${vars.color.focus}` },
  },
});

/** Secondary text of a suggestion (postcode). */
export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A radio group. */
export const radioGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

/** Radio group heading. */
export const legend = style({ fontWeight: vars.font.weight.medium, marginBottom: vars.space.xs });

/** Options of a radio group laid out as tiles. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

/** One radio tile. */
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.formAccent, background: vars.color.surfaceSelected } },
});

/** The radio input. */
export const radio = style({ accentColor: vars.color.formAccent, selectors: { '&:focus-visible': focus } });
