/** The window a story is tested and captured in. */
export interface StoryViewport {
  width: number;
  height: number;
}

/** The narrowest phone we support (WCAG 1.4.10 reflow: 320 CSS px). */
export const PHONE_VIEWPORT: StoryViewport = { width: 320, height: 640 };

/** A desktop window, wide enough for the header's full navigation (above the 991 px breakpoint). */
const DESKTOP_VIEWPORT: StoryViewport = { width: 1280, height: 800 };

/**
 * Phone stories (named Phone..., so their id ends `--phone`, `--phone-320`, `--phone-full-width`, ...) run in a
 * real 320 x 640 window in the story tests and the visual baselines, so media queries and portalled dialogs get
 * the phone layout too (a width wrapper alone does not reach them). Other stories keep the runner's window.
 */
export function storyViewport(storyId: string): StoryViewport | undefined {
  if (/--phone(-|$)/.test(storyId)) return PHONE_VIEWPORT;
  // Desktop stories (named Desktop...) get a desktop window, for layouts that change above the 991 px breakpoint.
  return /--desktop(-|$)/.test(storyId) ? DESKTOP_VIEWPORT : undefined;
}
