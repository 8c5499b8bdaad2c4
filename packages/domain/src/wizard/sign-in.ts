import { normalizeStep } from '../model/entities';
import { LAYOUT_TEMPLATES, type LayoutTemplate, stepCount } from './templates';

// Apart from the step rules (navigation.ts): only signing in reads these, and the wizard's first view does not
// carry them.

/** A target the booking flow resumes at after signing in (docs/behaviour/people.md#post-sign-in). */
export type PostLoginTarget =
  | 'home'
  | 'addPromo'
  | 'editContact'
  | 'flight'
  | 'returnFlight'
  | 'noteToDriver'
  | 'confirmBooking';

/** The dialog chain after sign-in, in order (docs/behaviour/people.md#post-sign-in). */
export const POST_LOGIN_CHAIN: readonly PostLoginTarget[] = [
  'flight',
  'returnFlight',
  'editContact',
  'noteToDriver',
  'confirmBooking',
];

/** Which chain dialogs are needed (false skips it, e.g. by a configuration flag). */
export interface ChainNeeds {
  /** Outward flight details needed. */
  flight: boolean;
  /** Return flight details needed. */
  returnFlight: boolean;
  /** Contact needs editing. */
  editContact: boolean;
  /** Note to driver asked for. */
  noteToDriver: boolean;
}

/** Returns the first needed target of the chain from `from` onwards; confirmBooking ends it (docs/behaviour/people.md#post-sign-in). */
export function nextChainTarget(from: PostLoginTarget, needs: ChainNeeds): PostLoginTarget {
  const start = POST_LOGIN_CHAIN.indexOf(from);
  for (const target of POST_LOGIN_CHAIN.slice(Math.max(0, start))) {
    if (target === 'confirmBooking' || needs[target as keyof ChainNeeds]) return target;
  }
  return 'confirmBooking';
}

/** Returns the chain target after the dialog `done` was completed (docs/behaviour/people.md#post-sign-in). */
export function chainTargetAfter(done: PostLoginTarget, needs: ChainNeeds): PostLoginTarget {
  const index = POST_LOGIN_CHAIN.indexOf(done);
  const next = POST_LOGIN_CHAIN[index + 1];
  return index < 0 || !next ? 'confirmBooking' : nextChainTarget(next, needs);
}

/** The state the post-sign-in decision reads (docs/behaviour/people.md#post-sign-in). */
export interface PostSignInState {
  /** Pending navigate target; null when none. */
  target: PostLoginTarget | null;
  /** Deployment kind. */
  deployment: 'standard' | '360';
  /** Template in use. */
  template: LayoutTemplate;
  /** Current step. */
  step: number;
  /** Signed-in user is a booker. */
  isBooker: boolean;
  /** Booker's customer validates. */
  customerValid: boolean;
  /** Contact validates. */
  contactValid: boolean;
  /** Chain dialogs needed. */
  needs: ChainNeeds;
}

/** The next action after a successful sign-in (docs/behaviour/people.md#sign-in). */
export type PostSignInAction =
  | { kind: 'none' }
  | { kind: 'goHome' }
  | { kind: 'openDialog'; dialog: Exclude<PostLoginTarget, 'home' | 'confirmBooking'>; nextTarget: PostLoginTarget }
  | { kind: 'highlight'; part: 'customer' | 'contact'; clearContactPassword: true }
  | { kind: 'continue'; step: number; openPayment: boolean; clearContactPassword: boolean }
  | { kind: 'confirmBooking'; clearContactPassword: true };

/** Decides what happens after sign-in: targets, the '360' shortcut, highlights, flight dialog, template continuation (docs/behaviour/people.md#post-sign-in). */
export function nextActionAfterSignIn(state: PostSignInState): PostSignInAction {
  const { target, template } = state;
  if (target === null) return { kind: 'none' };
  if (target === 'home') return { kind: 'goHome' };
  if (target === 'addPromo') return { kind: 'openDialog', dialog: 'addPromo', nextTarget: 'confirmBooking' };
  const count = stepCount(template);
  const step = Math.min(normalizeStep(state.step), count);
  if (state.deployment === '360') {
    return { kind: 'continue', step: Math.min(step + 1, count), openPayment: false, clearContactPassword: false };
  }
  if (target !== 'confirmBooking') {
    const resolved = nextChainTarget(target, state.needs);
    if (resolved !== 'confirmBooking') {
      return {
        kind: 'openDialog',
        dialog: resolved as Exclude<PostLoginTarget, 'home' | 'confirmBooking'>,
        nextTarget: chainTargetAfter(resolved, state.needs),
      };
    }
  }
  if (state.isBooker && !state.customerValid)
    return { kind: 'highlight', part: 'customer', clearContactPassword: true };
  if (!state.contactValid) return { kind: 'highlight', part: 'contact', clearContactPassword: true };
  const flightInline = LAYOUT_TEMPLATES[template].hints.flightInline;
  if (!flightInline && (state.needs.flight || state.needs.returnFlight)) {
    return {
      kind: 'openDialog',
      dialog: state.needs.flight ? 'flight' : 'returnFlight',
      nextTarget: 'confirmBooking',
    };
  }
  const after = LAYOUT_TEMPLATES[template].afterSignIn;
  if (after.kind === 'confirmBooking') return { kind: 'confirmBooking', clearContactPassword: true };
  return {
    kind: 'continue',
    step: Math.min(step + 1, after.maxStep),
    openPayment: after.openPayment,
    clearContactPassword: true,
  };
}

/** Returns the contact tab shown by default: customer for bookers, passenger otherwise (docs/behaviour/people.md#contact-dialog). */
export function defaultContactTab(isBooker: boolean): 'customer' | 'passenger' {
  return isBooker ? 'customer' : 'passenger';
}
