import { describe, expect, it } from 'vitest';
import { awaitsPayment, receiptPaymentState, unpaidBookingExpired } from './dispatch';

describe('awaitsPayment', () => {
  it.each([
    ['card', false, true],
    ['card', true, false],
    ['paypal', false, true],
    ['stripe', false, true],
    ['cash', false, false],
    ['Cash', false, false],
    ['account', false, false],
  ])('%s paid=%s awaits payment: %s', (paymentType, isPaid, expected) => {
    expect(awaitsPayment({ paymentType, isPaid })).toBe(expected);
  });
});

describe('unpaidBookingExpired', () => {
  const createdAt = new Date('2026-11-28T11:00:00Z');
  it.each([
    ['card', false, 10, '2026-11-28T11:10:00Z', false],
    ['card', false, 10, '2026-11-28T11:10:01Z', true],
    ['card', true, 10, '2026-11-28T12:00:00Z', false],
    ['cash', false, 10, '2026-11-28T12:00:00Z', false],
    ['paypal', false, 5, '2026-11-28T11:06:00Z', true],
  ])('%s paid=%s window %i at %s: %s', (paymentType, isPaid, window, now, expected) => {
    expect(unpaidBookingExpired({ paymentType, isPaid, createdAt }, new Date(now), window)).toBe(expected);
  });
});

describe('receiptPaymentState', () => {
  it.each([
    [{ paymentType: 'card', isPaid: false }, 'not yet paid'],
    [{ paymentType: 'card', isPaid: true }, 'paid'],
    [{ paymentType: 'card', isPaid: true, refundStatus: 'succeeded' as const }, 'refunded'],
    [{ paymentType: 'card', isPaid: true, refundStatus: 'pending' as const }, 'paid, refund pending'],
    [{ paymentType: 'card', isPaid: true, refundStatus: 'failed' as const }, 'paid, refund pending'],
    [{ paymentType: 'cash', isPaid: false }, 'to be paid to the driver'],
    [{ paymentType: 'account', isPaid: false }, 'billed to the account'],
  ])('%o: %s', (booking, expected) => {
    expect(receiptPaymentState(booking)).toBe(expected);
  });
});
