import { proxy } from 'valtio';

/**
 * Checkout: one booking's way from "Book now" (or "Pay now" on an unpaid booking) to paid, as an explicit state
 * machine. The booking wizard runs one; paying later from a booking's detail page runs another.
 *
 * ```
 *   idle ──check──▶ checking ──pay──▶ paying ──paid──▶ paid
 *    ▲                 │                │ │
 *    │                 └──fail──▶ failed ◀┘ └──cancel──▶ idle
 *    └──────────── reset (from any phase) ───────────────┘
 * ```
 * - `check`: the booking is being validated (and its quote settled) before any money moves; a second press
 *   meanwhile is refused, so a double click books once.
 * - `pay`: the payment runs: the card or PayPal dialog opens (`openKey` counts the openings), or a cash booking
 *   is sent.
 * - `fail`: the check or the payment failed; `message` says why (empty when the fields show it). Pressing again
 *   (`check`) starts over.
 * - `cancel`: the payment dialog was closed unpaid.
 * - `paid`: done; `trackingCode` names the booking.
 */
export type CheckoutPhase = 'idle' | 'checking' | 'paying' | 'failed' | 'paid';

/** How the booking is paid: cash books straight away, card and PayPal open their dialog. */
export type CheckoutMethod = 'cash' | 'card' | 'paypal';

/** What can happen to a checkout. */
type CheckoutEvent =
  | { type: 'check' }
  | { type: 'pay'; method: CheckoutMethod }
  | { type: 'fail'; message?: string }
  | { type: 'cancel' }
  | { type: 'paid'; trackingCode: string }
  | { type: 'reset' };

/** A checkout's state (a valtio store: components read it with `useSnapshot`). */
interface CheckoutState {
  phase: CheckoutPhase;
  /** The method of the running (or last) payment. */
  method: CheckoutMethod | null;
  /** How many times a payment dialog was opened: a new value opens the card or PayPal checkout. */
  openKey: number;
  /** Why the last attempt failed (empty when the form's fields say it). */
  message: string;
  /** The paid booking's tracking code. */
  trackingCode: string;
}

const initial: CheckoutState = { phase: 'idle', method: null, openKey: 0, message: '', trackingCode: '' };

/** The phases each event may leave; any other phase ignores the event. */
const allowedFrom: Record<CheckoutEvent['type'], readonly CheckoutPhase[]> = {
  check: ['idle', 'failed', 'paid'],
  pay: ['checking'],
  fail: ['checking', 'paying'],
  cancel: ['paying'],
  paid: ['paying'],
  reset: ['idle', 'checking', 'paying', 'failed', 'paid'],
};

/** The state after an event, or null when the event is not allowed in the current phase. Pure. */
function nextCheckout(state: CheckoutState, event: CheckoutEvent): CheckoutState | null {
  if (!allowedFrom[event.type].includes(state.phase)) return null;
  switch (event.type) {
    case 'check':
      return { ...state, phase: 'checking', message: '', trackingCode: '' };
    case 'pay':
      return {
        ...state,
        phase: 'paying',
        method: event.method,
        openKey: event.method === 'cash' ? state.openKey : state.openKey + 1,
      };
    case 'fail':
      return { ...state, phase: 'failed', message: event.message ?? '' };
    case 'cancel':
      return { ...state, phase: 'idle' };
    case 'paid':
      return { ...state, phase: 'paid', trackingCode: event.trackingCode, message: '' };
    case 'reset':
      return { ...initial, openKey: state.openKey };
  }
}

/** One checkout: its state store and the one way to change it. */
export interface Checkout {
  /** The store (read it with `useSnapshot(checkout.state)`). */
  readonly state: CheckoutState;
  /** Applies an event; false (and no change) when the current phase does not allow it. */
  send(event: CheckoutEvent): boolean;
}

/** Creates a checkout in the idle phase. */
export function createCheckout(): Checkout {
  const state = proxy<CheckoutState>({ ...initial });
  return {
    state,
    send(event) {
      const next = nextCheckout(state, event);
      if (!next) return false;
      Object.assign(state, next);
      return true;
    },
  };
}

/** True while a checkout must not start again (checking or paying). */
export function isCheckoutBusy(phase: CheckoutPhase): boolean {
  return phase === 'checking' || phase === 'paying';
}
