import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The editor's form: one column of fields, a phone's width first. */
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The via stops, each with its remove button (a full-size touch target). */
export const vias = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** The pickup time's group: no frame of its own, the form's spacing. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** The label above the date and time picker (the picker names its own selectors). */
export const label = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.bold });

/** The three steppers: side by side where they fit, stacked on a narrow phone. */
export const steppers = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
});

/** The old and new price side by side, with what happens to the money. */
export const offer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

/** The two fares. */
export const fares = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  margin: 0,
});

/** The server's refusal or the gateway's message. */
export const problem = style({ margin: 0, color: vars.color.critical });

/** The confirm and keep buttons: the primary first, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
