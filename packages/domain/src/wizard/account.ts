/** Account rules of docs/behaviour/people.md#remembered that decide where the user goes and where the account is kept. */

/** Pages a signed-out user is sent home from (docs/behaviour/journey.md#account-pages). */
const ACCOUNT_PAGES = [
  'profile',
  'invoice',
  'tracking',
  'confirmed',
  'dashboard',
  'commission',
  'addressbook',
  'bookingdetail',
  'bookinghistory',
] as const;

/** Returns the page name of a path: first segment, lower case, without '.html' ('/Tracking/5.html' -> 'tracking'). */
export function pageName(path: string): string {
  const first = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  return first.replace(/\.html$/i, '').toLowerCase();
}

/** Returns true when signing out (or being signed out) on this path sends the user home (docs/behaviour/journey.md#account-pages). */
export function sendsHomeWhenSignedOut(path: string): boolean {
  return (ACCOUNT_PAGES as readonly string[]).includes(pageName(path));
}
