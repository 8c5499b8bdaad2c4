import { type Booking, normalizeStep } from '../model/entities';
import type { FlightTab } from '../flight';
import { LAYOUT_TEMPLATES, type LayoutTemplate, type StepPart, stepCount } from './templates';

/** Whether each part of the booking currently validates (computed with the validation module). */
export interface PartValidity {
  /** Step 1 rules (isJourneyStepValid). */
  journey: boolean;
  /** A vehicle is chosen and priced. */
  vehicle: boolean;
  /** Contact (and customer for bookers) valid (validateContact). */
  contact: boolean;
  /** Payment method chosen; card details are checked by the step-4 gate. */
  payment: boolean;
}

/** Returns true when every part merged into the step validates (docs/behaviour/journey.md#steps: 2- and 3-step variants merge). */
export function isStepValid(template: LayoutTemplate, step: number, validity: PartValidity): boolean {
  const definition = LAYOUT_TEMPLATES[template].steps[step - 1];
  if (!definition) return false;
  return definition.parts.every((part) => validity[part]);
}

/** Returns a step number within 1..`stepTotal` (the step never goes below 1; docs/behaviour/journey.md#steps). */
export function clampStep(step: number, stepTotal: number): number {
  return Math.min(normalizeStep(step), Math.max(1, stepTotal));
}

/** Returns the step after a forward press: next step only when the current one validates, never past the last. */
export function nextStep(stepTotal: number, step: number, currentStepValid: boolean): number {
  const current = clampStep(step, stepTotal);
  return currentStepValid ? clampStep(current + 1, stepTotal) : current;
}

/** Returns the step Back goes to: one back, or a given earlier step; never below 1, never forward (docs/behaviour/journey.md#steps). */
export function stepBack(stepTotal: number, step: number, target?: number): number {
  const current = clampStep(step, stepTotal);
  return Math.min(normalizeStep(target ?? current - 1), current);
}

/** Goes back one step, or jumps to a given earlier step; the saved CVC is cleared (docs/behaviour/journey.md#steps). */
export function goBack(booking: Booking, target?: number): Booking {
  return {
    ...booking,
    Step: stepBack(Number.POSITIVE_INFINITY, booking.Step, target),
    Payment: { ...booking.Payment, CVC: '' },
  };
}

/** Everything the forward gates read (docs/behaviour/people.md#step-gates step 3 and step 4). */
export interface ForwardInput {
  /** Template in use. */
  template: LayoutTemplate;
  /** Current step. */
  step: number;
  /** Parts validity. */
  validity: PartValidity;
  /** The user is signed in. */
  isSignedIn: boolean;
  /** The user is a booker. */
  isBooker: boolean;
  /** Guests may book. */
  allowGuests: boolean;
  /** The booker's customer validates. */
  customerValid: boolean;
  /** First flight tab still needing details (flightDetailsNeeded), if any. */
  flightNeeded: FlightTab | undefined;
  /** Payment type chosen. */
  paymentType: Booking['PaymentType'];
  /** Card details validate (validateCardPayment). */
  cardValid: boolean;
}

/** What pressing Next (or Book) leads to. */
export type ForwardAction =
  | { kind: 'invalid'; parts: StepPart[] }
  | { kind: 'signIn' }
  | { kind: 'customerInvalid' }
  | { kind: 'flightDetails'; tab: FlightTab }
  | { kind: 'cardInvalid' }
  | { kind: 'pay' }
  | { kind: 'advance'; step: number };

/** Decides the forward action: step-3 gates (sign-in, customer, flight dialog), validity, step-4 card gate (docs/behaviour/people.md#step-gates). */
export function forwardAction(input: ForwardInput): ForwardAction {
  const { template, validity } = input;
  const step = Math.min(normalizeStep(input.step), stepCount(template));
  const parts = LAYOUT_TEMPLATES[template].steps[step - 1]?.parts ?? [];
  if (parts.includes('contact')) {
    if (!input.isSignedIn && !input.allowGuests) return { kind: 'signIn' };
    if (input.isBooker && !input.customerValid) return { kind: 'customerInvalid' };
    if (input.flightNeeded && !LAYOUT_TEMPLATES[template].hints.flightInline) {
      return { kind: 'flightDetails', tab: input.flightNeeded };
    }
  }
  const failing = parts.filter((part) => !validity[part]);
  if (failing.length > 0) return { kind: 'invalid', parts: failing };
  if (parts.includes('payment')) {
    if (input.paymentType === 'card' && !input.cardValid) return { kind: 'cardInvalid' };
    return { kind: 'pay' };
  }
  return { kind: 'advance', step: Math.min(step + 1, stepCount(template)) };
}

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
