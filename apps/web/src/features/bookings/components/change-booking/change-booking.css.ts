import { vars } from '@cabkit/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

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
globalStyle(`${fares} dd`, { margin: 0, fontSize: vars.font.size.lg });

/** The server's refusal or the gateway's message. */
export const problem = style({ margin: 0, color: vars.color.critical });

/** The confirm and keep buttons: the primary first, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** One via stop: its address field above its move and remove buttons. */
export const via = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** A via stop's buttons, wrapping on a narrow phone. */
export const viaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The extras and access needs group: its fields stacked like the form's. */
export const group = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The group's name, as a field label reads. */
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.bold });
