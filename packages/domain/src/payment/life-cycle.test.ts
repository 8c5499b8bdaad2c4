import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLED_BOOKING_PAYMENT_MESSAGE,
  type PaymentEvent,
  type PaymentState,
  paymentTransition,
  refundDue,
  refundRetryDelayMs,
  refundText,
} from './life-cycle';

const upcoming = { bookingStatus: 'Upcoming', amount: 54.69, refunded: 0 };
const cancelled = { ...upcoming, bookingStatus: 'Cancelled' };

describe('paymentTransition', () => {
  const table: [PaymentState, PaymentEvent, typeof upcoming, PaymentState | string][] = [
    ['unpaid', { type: 'capture' }, upcoming, 'paid'],
    ['authorised', { type: 'capture' }, upcoming, 'paid'],
    ['unpaid', { type: 'authorise' }, upcoming, 'authorised'],
    ['unpaid', { type: 'decline' }, upcoming, 'unpaid'],
    ['authorised', { type: 'decline' }, upcoming, 'unpaid'],
    ['unpaid', { type: 'void' }, cancelled, 'voided'],
    ['authorised', { type: 'void' }, cancelled, 'voided'],
    ['voided', { type: 'void' }, cancelled, 'voided'],
    ['paid', { type: 'refund', amount: 54.69 }, cancelled, 'refunded'],
    ['paid', { type: 'refund', amount: 50 }, cancelled, 'partially_refunded'],
    ['partially_refunded', { type: 'refund', amount: 4.69 }, { ...cancelled, refunded: 50 }, 'refunded'],
    // Refused: a cancelled booking, a closed payment, a second charge, a refund of nothing or of too much.
    ['unpaid', { type: 'capture' }, cancelled, 'cancelled'],
    ['authorised', { type: 'capture' }, cancelled, 'cancelled'],
    ['unpaid', { type: 'authorise' }, { ...upcoming, bookingStatus: 'Cancelled by operator' }, 'cancelled'],
    ['voided', { type: 'capture' }, upcoming, 'closed'],
    ['refunded', { type: 'capture' }, upcoming, 'closed'],
    ['paid', { type: 'capture' }, upcoming, 'already_paid'],
    ['paid', { type: 'void' }, cancelled, 'already_paid'],
    ['refunded', { type: 'void' }, cancelled, 'closed'],
    ['unpaid', { type: 'refund', amount: 1 }, cancelled, 'not_paid'],
    ['voided', { type: 'refund', amount: 1 }, cancelled, 'not_paid'],
    ['paid', { type: 'refund', amount: 0 }, cancelled, 'bad_amount'],
    ['paid', { type: 'refund', amount: 54.7 }, cancelled, 'bad_amount'],
    ['partially_refunded', { type: 'refund', amount: 5 }, { ...cancelled, refunded: 50 }, 'bad_amount'],
  ];
  it.each(table)('%s + %o on %o -> %s', (state, event, facts, expected) => {
    const step = paymentTransition(state, event, facts);
    expect(step.ok ? step.state : step.reason).toBe(expected);
  });

  it('says why a cancelled booking cannot be paid', () => {
    expect(paymentTransition('unpaid', { type: 'capture' }, cancelled)).toMatchObject({
      ok: false,
      message: CANCELLED_BOOKING_PAYMENT_MESSAGE,
    });
  });

  it('keeps the running refunded total', () => {
    expect(paymentTransition('paid', { type: 'refund', amount: 10.1 }, { ...cancelled, refunded: 0.2 })).toEqual({
      ok: true,
      state: 'partially_refunded',
      refunded: 10.3,
    });
  });
});

const states: PaymentState[] = ['unpaid', 'authorised', 'paid', 'partially_refunded', 'refunded', 'voided'];
const anyEvent: fc.Arbitrary<PaymentEvent> = fc.oneof(
  fc.constantFrom<PaymentEvent>({ type: 'authorise' }, { type: 'decline' }, { type: 'capture' }, { type: 'void' }),
  fc.integer({ min: -500, max: 10_000 }).map((pence) => ({ type: 'refund' as const, amount: pence / 100 })),
);
const anyStatus = fc.constantFrom('Upcoming', 'Cancelled', 'Started', 'Cancelled by operator', 'Finished');

/** Runs events from a state, skipping the refused ones; returns every state visited. */
function walk(start: PaymentState, events: PaymentEvent[], bookingStatus: string, amount: number): PaymentState[] {
  let state = start;
  let refunded = 0;
  const visited = [state];
  for (const event of events) {
    const step = paymentTransition(state, event, { bookingStatus, amount, refunded });
    if (!step.ok) continue;
    state = step.state;
    refunded = step.refunded;
    visited.push(state);
  }
  return visited;
}

describe('payment life cycle properties', () => {
  it('never goes from voided or refunded back to paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentState>('voided', 'refunded'),
        fc.array(anyEvent, { maxLength: 30 }),
        anyStatus,
        (start, events, status) => !walk(start, events, status, 54.69).includes('paid'),
      ),
    );
  });

  it('never charges a cancelled booking, whatever happens first', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentState>('unpaid', 'authorised', 'voided'),
        fc.array(anyEvent, { maxLength: 30 }),
        (start, events) => !walk(start, events, 'Cancelled', 54.69).includes('paid'),
      ),
    );
  });

  it('never refunds more than was paid', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), fc.integer({ min: 1, max: 100_000 }), (events, pence) => {
        const amount = pence / 100;
        let state: PaymentState = 'paid';
        let refunded = 0;
        for (const event of events) {
          const step = paymentTransition(state, event, { bookingStatus: 'Cancelled', amount, refunded });
          if (!step.ok) continue;
          state = step.state;
          refunded = step.refunded;
        }
        return refunded <= amount && (state === 'refunded') === (refunded === amount);
      }),
    );
  });

  it('answers every state and event with a state or a reason', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), anyEvent, anyStatus, (state, event, status) => {
        const step = paymentTransition(state, event, { bookingStatus: status, amount: 20, refunded: 0 });
        return step.ok ? states.includes(step.state) : step.message.length > 0;
      }),
    );
  });
});

describe('refunds', () => {
  it.each([
    [54.69, 0, 0, 54.69],
    [54.69, 0, 5, 49.69],
    [54.69, 50, 0, 4.69],
    [54.69, 50, 10, 0],
    [54.69, 0, -3, 54.69],
  ])('paid %d, refunded %d, fee %d: %d is due', (paid, refunded, fee, due) => {
    expect(refundDue(paid, refunded, fee)).toBe(due);
  });

  it('refunds everything when no fee is given', () => {
    expect(refundDue(12.5, 0)).toBe(12.5);
  });

  it.each([
    [1, 100, 100],
    [2, 100, 200],
    [4, 100, 800],
    [40, 100, 3_600_000],
  ])('waits after %d failures (base %d ms): %d ms', (failures, base, delay) => {
    expect(refundRetryDelayMs(failures, base)).toBe(delay);
  });

  it.each([
    ['succeeded', new Date(Date.UTC(2026, 10, 28, 14, 5)), 'Refunded £54.69 on 28/11/2026 14:05'],
    // British Summer Time: the tenant's clock, whatever the server's.
    ['succeeded', new Date(Date.UTC(2026, 6, 28, 13, 5)), 'Refunded £54.69 on 28/07/2026 14:05'],
    ['succeeded', null, 'Refunded £54.69'],
    ['pending', null, 'Refund of £54.69 pending'],
    ['failed', null, 'Refund failed, we are retrying'],
  ] as const)('words a %s refund', (status, refundedAt, text) => {
    expect(refundText({ status, amount: 54.69, currencyCode: 'GBP', refundedAt })).toBe(text);
  });
});
