import { focusRing, vars } from '@cabkit/ui/theme';

// The features' show/hide buttons (the booking's map, the extras' options) share one look; each adds its own padding
// and text colour. Plain rules, spread into each feature's own style.

/** A disclosure button: a full-width row, 44 px tall, label and chevron at its two ends, tinted on hover. */
export const disclosureRow = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.control,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceSelected } },
} as const;

/** A disclosure's chevron, icon-sized; each feature turns it (180 degrees) while its button is open. */
export const disclosureChevron = {
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;
