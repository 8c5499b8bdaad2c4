import { DESKTOP_BREAKPOINT_PX, PHONE_BREAKPOINT_PX } from '@cabkit/domain/model';

/**
 * Layout breakpoints from docs/behaviour/journey.md#breakpoints (phone at and below 567 px, desktop above 991 px). CSS variables
 * cannot be used inside media queries, so these mirror the `breakpoint` tokens as queries for `.css.ts` files.
 */
export const breakpoints = { phone: PHONE_BREAKPOINT_PX, desktop: DESKTOP_BREAKPOINT_PX } as const;

/** Media queries for `@media` blocks in `.css.ts` files. */
export const media = {
  /** Phone widths: 567 px and below. */
  phone: `screen and (max-width: ${breakpoints.phone}px)`,
  /** Above the phone breakpoint. */
  tabletUp: `screen and (min-width: ${breakpoints.phone + 1}px)`,
  /** Desktop widths: above 991 px. */
  desktop: `screen and (min-width: ${breakpoints.desktop + 1}px)`,
  /** The user asked for less motion. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
