import type { accountsEndpoints, ResponseOf } from '@cabkit/contract';
import type { PostLoginTarget } from '@cabkit/domain/wizard';
import { isBooker as isBookerProfile, isSignedIn as isSignedInProfile } from '@cabkit/domain/model';
import { proxy, subscribe } from 'valtio';
import { snapshot } from 'valtio/vanilla';
import { afterHydration, hydrationState } from './hydration';
import { readStored, sessionStore } from './storage';
import { registerStore } from './stores';

/** The signed-in account as the web app keeps it (docs/behaviour/account.md#profile Customer account / Profile): the sign-in answer's profile. */
export type SessionProfile = Omit<ResponseOf<typeof accountsEndpoints.signIn>, 'Code' | 'Message' | 'Token'>;

/** Which account dialog is open: sign in / sign up, forgot password, the reset-link message, or the sign-out question. */
type AuthDialog = 'signin' | 'forgot' | 'resetSent' | 'signout' | null;

/** The account store: the profile (null for a guest) and whether it is remembered across browser sessions. */
export interface SessionState {
  profile: SessionProfile | null;
  /** Remembered accounts live in local storage, others in session storage (docs/behaviour/people.md#remembered Storage). */
  remember: boolean;
}

/** What the account dialogs show and where the flow resumes after signing in (not persisted). */
export interface AuthUiState {
  dialog: AuthDialog;
  /** The post-login target of docs/behaviour/people.md#post-sign-in (null when signing in from the menu). */
  target: PostLoginTarget | null;
  /** Email carried from the sign-in tab to the forgot-password dialog. */
  forgotEmail: string;
  busy: boolean;
  /** Form-wide error of the open dialog (docs/behaviour/common.md#dialogs messages). */
  error: string;
}

/** The storage key of the account (local storage when remembered, else session storage). */
export const accountStorageKey = 'cabkit.account';

function localStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isProfile(value: unknown): value is SessionProfile {
  const p = value as Partial<SessionProfile> | null | undefined;
  return Boolean(p) && typeof p?.Id === 'number' && p.Id > 0 && typeof p.Email === 'string';
}

function sameProfile(a: SessionProfile, b: SessionProfile | null): boolean {
  const keys = Object.keys(a) as (keyof SessionProfile)[];
  return b !== null && keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function restore(): SessionState {
  const remembered = readStored<SessionState>(localStore(), accountStorageKey);
  if (remembered && isProfile(remembered.profile)) return { profile: remembered.profile, remember: true };
  const current = readStored<SessionState>(sessionStore(), accountStorageKey);
  if (current && isProfile(current.profile)) return { profile: current.profile, remember: false };
  return { profile: null, remember: false };
}

/** The account store (valtio); survives a reload from local or session storage, like the server's cookie. */
export const sessionState = proxy<SessionState>(
  // A page the server rendered starts signed out, as the server drew it; the account comes back once it has hydrated.
  hydrationState.pending ? { profile: null, remember: false } : restore(),
);
afterHydration(() => {
  const restored = restore();
  if (!restored.profile) return;
  // The same account as the server drew the page for: only where it is kept may change (no re-render for nothing).
  if (sameProfile(restored.profile, sessionState.profile)) sessionState.remember = restored.remember;
  else Object.assign(sessionState, restored);
});

/**
 * The account the server drew the page for (its session cookie's; docs/decisions/0012-first-view-in-html.md), put
 * in before the first render so the app takes that page over as drawn. Kept where this browser already keeps that
 * account (remembered or not); null (on the server, after a visitor's render) signs the store out again.
 */
export function startSignedInAs(profile: SessionProfile | null): void {
  if (!profile) {
    Object.assign(sessionState, { profile: null, remember: false });
    return;
  }
  const stored = restore();
  Object.assign(sessionState, { profile, remember: stored.profile?.Id === profile.Id && stored.remember });
}

subscribe(sessionState, () => {
  const saved = snapshot(sessionState);
  const [keep, drop] = saved.remember ? [localStore(), sessionStore()] : [sessionStore(), localStore()];
  try {
    drop?.removeItem(accountStorageKey);
    if (saved.profile) keep?.setItem(accountStorageKey, JSON.stringify(saved));
    else keep?.removeItem(accountStorageKey);
  } catch {
    // storage blocked: the account lasts until the page is closed
  }
});

/** The account dialogs' state. */
export const authUiState = proxy<AuthUiState>({ dialog: null, target: null, forgotEmail: '', busy: false, error: '' });

/** True when someone is signed in. */
export function isSignedIn(state: Pick<SessionState, 'profile'> = sessionState): boolean {
  return isSignedInProfile(state.profile);
}

/** True when the signed-in account is a corporate booker (profile has a BookerId; docs/behaviour/people.md#roles). */
export function isBooker(state: Pick<SessionState, 'profile'> = sessionState): boolean {
  return isBookerProfile(state.profile);
}

/** The profile's full name ("First Last"). */
export function profileName(profile: Pick<SessionProfile, 'FirstName' | 'LastName'>): string {
  return `${profile.FirstName} ${profile.LastName}`.trim();
}

/** Opens the sign-in / sign-up dialog; `target` says where the booking resumes afterwards (docs/behaviour/people.md#sign-in). */
export function openSignIn(target: PostLoginTarget | null = null): void {
  Object.assign(authUiState, { dialog: 'signin', target, busy: false, error: '' });
}

/** Opens the forgot-password dialog with the email typed so far. */
export function openForgotPassword(email = ''): void {
  Object.assign(authUiState, { dialog: 'forgot', forgotEmail: email, busy: false, error: '' });
}

/** Asks "Do you want to sign out?" (docs/behaviour/people.md#sign-out). */
export function openSignOut(): void {
  Object.assign(authUiState, { dialog: 'signout', busy: false, error: '' });
}

/** Closes the account dialogs (errors cleared). */
export function closeAuthDialogs(): void {
  Object.assign(authUiState, { dialog: null, busy: false, error: '' });
}

/** Broadcast after a successful sign-in (docs/behaviour/people.md#sign-in "sign-in-complete event"). */
export interface SignInComplete {
  profile: SessionProfile;
  /** The pending post-login target (null from the menu). */
  target: PostLoginTarget | null;
  /** True after a sign-up rather than a sign-in. */
  signedUp: boolean;
}

type Listener<E> = (event: E) => void;
const signInListeners = new Set<Listener<SignInComplete>>();
const signOutListeners = new Set<Listener<void>>();

/** Listens for sign-in-complete; returns the unsubscribe. */
export function onSignInComplete(listener: Listener<SignInComplete>): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Listens for sign-out; returns the unsubscribe. */
export function onSignedOut(listener: Listener<void>): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Stores the profile (local storage when remembered; sign-up always remembered), closes the dialog and
 * broadcasts sign-in-complete with the pending target (docs/behaviour/people.md#sign-in).
 */
export function completeSignIn(profile: SessionProfile, remember: boolean, signedUp = false): void {
  const target = authUiState.target;
  sessionState.profile = profile;
  sessionState.remember = remember || signedUp;
  Object.assign(authUiState, { dialog: null, target: null, busy: false, error: '' });
  const event = { profile, target, signedUp };
  for (const listener of signInListeners) listener(event);
}

/** Forgets the profile, closes the dialogs and broadcasts sign-out (docs/behaviour/people.md#sign-out). */
export function completeSignOut(): void {
  sessionState.profile = null;
  sessionState.remember = false;
  Object.assign(authUiState, { dialog: null, target: null, busy: false, error: '' });
  for (const listener of signOutListeners) listener();
}

registerStore('session', () => {
  sessionState.profile = null;
  Object.assign(authUiState, { dialog: null, target: null, forgotEmail: '', busy: false, error: '' });
});
