import { vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

// Text styles shared by the features' forms (booking, extras, flights, payment).

/** A section heading. */
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontFamily: vars.font.family.heading });

/** An error banner (submit failures). */
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.critical}`,
});

/** Muted helper text. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
