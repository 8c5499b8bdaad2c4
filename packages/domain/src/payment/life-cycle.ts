import { formatCurrency, roundMoney } from '../money';
import { statusActions } from '../status/status-text';
import { formatLocalDateTime } from '../time/zone';

/**
 * Where a booking's one payment is in its life (docs/behaviour/payment.md#payment-life-cycle): unpaid (no money
 * taken; declined attempts come back here), authorised (the payer approved, nothing captured yet), paid,
 * partially refunded, refunded, voided (closed before money was taken: the booking was cancelled).
 */
export type PaymentState = 'unpaid' | 'authorised' | 'paid' | 'partially_refunded' | 'refunded' | 'voided';

/** What can happen to a payment; a refund carries its amount in major units (pounds). */
export type PaymentEvent =
  | { type: 'authorise' }
  | { type: 'decline' }
  | { type: 'capture' }
  | { type: 'void' }
  | { type: 'refund'; amount: number };

/** What a transition needs to know beyond the state: the booking's status and the money involved. */
export interface PaymentFacts {
  /** The booking's status text: a cancelled booking takes no money. */
  bookingStatus: string;
  /** The amount the payment took (or will take), in major units. */
  amount: number;
  /** The amount already given back, in major units. */
  refunded: number;
}

/** The outcome of an event: the next state and the amount refunded so far, or why the event is refused. */
export type PaymentStep =
  | { ok: true; state: PaymentState; refunded: number }
  | { ok: false; reason: 'cancelled' | 'closed' | 'already_paid' | 'not_paid' | 'bad_amount'; message: string };

/** The refusal of every pay call on a cancelled booking (and on a payment that was voided or refunded). */
export const CANCELLED_BOOKING_PAYMENT_MESSAGE = 'This booking has been cancelled, so it cannot be paid.';
const ALREADY_PAID_MESSAGE = 'This booking is already paid.';
const NOT_PAID_MESSAGE = 'Nothing was paid, so there is nothing to refund.';
const BAD_REFUND_AMOUNT_MESSAGE = 'A refund must be more than nothing and no more than what was paid.';

const OPEN: readonly PaymentState[] = ['unpaid', 'authorised'];
const REFUNDABLE: readonly PaymentState[] = ['paid', 'partially_refunded'];

/**
 * The payment life cycle as one pure function: the state after `event`, or why it cannot happen. Money is taken
 * only from an open payment of a booking that is not cancelled; once voided or refunded, a payment never takes
 * money again; refunds add up to at most the amount paid.
 */
export function paymentTransition(state: PaymentState, event: PaymentEvent, facts: PaymentFacts): PaymentStep {
  const refunded = roundMoney(facts.refunded);
  const closed = { ok: false, reason: 'closed', message: CANCELLED_BOOKING_PAYMENT_MESSAGE } as const;
  switch (event.type) {
    case 'authorise':
    case 'capture': {
      if (REFUNDABLE.includes(state)) {
        return { ok: false, reason: 'already_paid', message: ALREADY_PAID_MESSAGE };
      }
      if (!OPEN.includes(state)) return closed;
      if (!statusActions(facts.bookingStatus).allowsPayment) {
        return { ok: false, reason: 'cancelled', message: CANCELLED_BOOKING_PAYMENT_MESSAGE };
      }
      return { ok: true, state: event.type === 'capture' ? 'paid' : 'authorised', refunded };
    }
    case 'decline':
      if (OPEN.includes(state)) return { ok: true, state: 'unpaid', refunded };
      return REFUNDABLE.includes(state) ? { ok: false, reason: 'already_paid', message: ALREADY_PAID_MESSAGE } : closed;
    case 'void':
      if (OPEN.includes(state) || state === 'voided') return { ok: true, state: 'voided', refunded };
      return REFUNDABLE.includes(state) ? { ok: false, reason: 'already_paid', message: ALREADY_PAID_MESSAGE } : closed;
    case 'refund': {
      if (!REFUNDABLE.includes(state)) return { ok: false, reason: 'not_paid', message: NOT_PAID_MESSAGE };
      const amount = roundMoney(event.amount);
      const total = roundMoney(refunded + amount);
      if (!(amount > 0) || total > roundMoney(facts.amount)) {
        return { ok: false, reason: 'bad_amount', message: BAD_REFUND_AMOUNT_MESSAGE };
      }
      return {
        ok: true,
        state: total === roundMoney(facts.amount) ? 'refunded' : 'partially_refunded',
        refunded: total,
      };
    }
  }
}

/**
 * What a cancel gives back: what was paid, less what was already refunded and the cancellation fee (none unless
 * the tenant charges one), never below nothing.
 */
export function refundDue(paid: number, alreadyRefunded: number, fee = 0): number {
  return Math.max(0, roundMoney(paid - alreadyRefunded - Math.max(0, fee)));
}

/** Tries of one refund per server run before it waits for the next start (it is never dropped). */
export const REFUND_ATTEMPTS_PER_RUN = 6;

/** The wait before a refund's next try after `failures` failed tries: doubling from `baseMs`, at most an hour. */
export function refundRetryDelayMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/** A refund as the booking pages and the receipt show it. */
export interface RefundFacts {
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  currencyCode: string;
  /** When the gateway confirmed it (succeeded refunds only). */
  refundedAt: Date | null;
}

/** A refund in words (en-GB, the time on the tenant's clock), e.g. "Refunded £54.69 on 28/11/2026 14:05". */
export function refundText(refund: RefundFacts): string {
  const amount = formatCurrency(refund.amount, refund.currencyCode);
  if (refund.status === 'succeeded') {
    return refund.refundedAt ? `Refunded ${amount} on ${formatLocalDateTime(refund.refundedAt)}` : `Refunded ${amount}`;
  }
  if (refund.status === 'failed') return 'Refund failed, we are retrying';
  return `Refund of ${amount} pending`;
}
