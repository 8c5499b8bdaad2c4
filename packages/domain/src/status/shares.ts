/**
 * How many shared links to one leg may be live at once: enough for the people meeting a passenger, few enough
 * that the owner can see and stop each one. A further link is refused rather than the oldest stopped, so no one
 * following the trip is cut off without the owner choosing it.
 */
const MAX_LIVE_SHARES_PER_LEG = 3;

/** Why another shared link to a leg that has `live` links already is refused, or null when it may be made. */
export function shareRefusal(live: number): string | null {
  return live >= MAX_LIVE_SHARES_PER_LEG
    ? `This trip is already shared with ${MAX_LIVE_SHARES_PER_LEG} links. Stop sharing one to make another.`
    : null;
}
