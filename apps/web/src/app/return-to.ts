/** Where a signed-out visitor sent home from an account page goes back to after signing in (router state). */
export interface ReturnToState {
  returnTo: string;
}

/** The page to return to after sign-in, from the router state of the redirect home (null when none). */
export function returnToOf(state: unknown): string | null {
  const returnTo = (state as Partial<ReturnToState> | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : null;
}
