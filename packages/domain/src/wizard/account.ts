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

/** Returns where a successful sign-up goes: the pending target, else dashboard.html (docs/behaviour/people.md#sign-up). */
export function signUpDestination(pendingTarget: string | null | undefined): string {
  const target = (pendingTarget ?? '').trim();
  return target === '' ? 'dashboard.html' : target;
}

/** Returns where the account is kept: local storage when remembered (sign-up always), else session (docs/behaviour/people.md#remembered). */
export function accountStorageKind(rememberMe: boolean, fromSignUp = false): 'local' | 'session' {
  return rememberMe || fromSignUp ? 'local' : 'session';
}

/** Returns the tab the sign-in dialog opens on: SIGN UP first when configured (docs/behaviour/people.md#sign-in). */
export function firstAuthTab(showSignupFirst: boolean): 'SIGN UP' | 'SIGN IN' {
  return showSignupFirst ? 'SIGN UP' : 'SIGN IN';
}

/** Run modes read from the page query: sandbox=true, runmode=test (docs/behaviour/people.md#roles). */
export interface RunModes {
  /** Payment sandbox mode. */
  sandbox: boolean;
  /** Test run mode. */
  testRun: boolean;
}

/** Returns the decoded value of a query parameter (last one wins), or '' when absent. */
export function queryParam(query: string, name: string): string {
  let value = '';
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    if (decode(rawKey) === name) value = decode(rawValue);
  }
  return value;
}

/** Reads sandbox and test-run modes from a query string (docs/behaviour/people.md#roles). */
export function runModesFromQuery(query: string): RunModes {
  return {
    sandbox: queryParam(query, 'sandbox').toLowerCase() === 'true',
    testRun: queryParam(query, 'runmode').toLowerCase() === 'test',
  };
}
