import { describe, expect, it } from 'vitest';
import { createAddress, createBooking } from '../model/entities';
import {
  bookingActions,
  cancelRefusal,
  isTripOver,
  legsToCancel,
  repeatBooking,
  reverseBooking,
  statusActions,
  statusKind,
} from './index';
import { statusContains } from './status-text';

describe('status texts, case-insensitive (docs/behaviour/bookings.md#status-rules)', () => {
  it.each([
    ['Upcoming', 'upcoming'],
    ['UPCOMING booking', 'upcoming'],
    ['Cancelled', 'cancelled'],
    ['cancel requested', 'cancelled'],
    ['Started', 'started'],
    ['Driver ARRIVED', 'arrived'],
    ['Finished', 'finished'],
    ['POB', 'pob'],
    ['Driver assigned', 'assigned'],
    ['Pending', 'other'],
    [null, 'other'],
  ])('%s is %s', (text, kind) => {
    expect(statusKind(text)).toBe(kind);
  });

  it.each([
    ['Upcoming', true, { canCancel: true, canResendReceipt: true, showTracking: false, allowsPayment: true }],
    ['Upcoming', false, { canCancel: false, canResendReceipt: true, showTracking: false, allowsPayment: true }],
    ['CANCELLED', true, { canCancel: false, canResendReceipt: false, showTracking: false, allowsPayment: false }],
    ['Cancel pending', true, { canCancel: false, canResendReceipt: true, showTracking: false, allowsPayment: false }],
    ['pob', true, { canCancel: false, canResendReceipt: true, showTracking: true, allowsPayment: true }],
    ['Started', true, { canCancel: false, canResendReceipt: true, showTracking: true, allowsPayment: true }],
    ['Arrived', true, { canCancel: false, canResendReceipt: true, showTracking: true, allowsPayment: true }],
    ['Finished', true, { canCancel: false, canResendReceipt: true, showTracking: false, allowsPayment: true }],
  ])('%s (cancel allowed %s) gives %o', (status, canCancelBooking, expected) => {
    expect(statusActions(status, canCancelBooking)).toEqual(expected);
  });

  it.each([
    ['Finished', true],
    ['Cancelled', true],
    ['cancel requested', true],
    ['Completed', true],
    ['No Show', true],
    ['NOSHOW', true],
    ['POB', false],
    ['Upcoming', false],
    [null, false],
  ])('%s: trip over %s', (status, over) => {
    expect(isTripOver(status)).toBe(over);
  });

  it('CanCancelBooking defaults to true', () => {
    expect(statusActions('upcoming').canCancel).toBe(true);
    expect(statusContains(undefined, 'x')).toBe(false);
  });
});

describe('payment button (docs/behaviour/payment.md#payment-button)', () => {
  const unpaid = { PaymentType: 'card' as const, IsPaid: false, Bref: 'J100', Status: 'Upcoming' };
  it.each([
    [unpaid, true],
    [{ ...unpaid, PaymentType: 'cash' as const }, false],
    [{ ...unpaid, IsPaid: true }, false],
    [{ ...unpaid, Bref: ' ' }, false],
    [{ ...unpaid, Status: 'Cancelled' }, false],
    [{ ...unpaid, PaymentType: 'paypal' as const }, true],
  ])('%o shows button: %s', (booking, expected) => {
    expect(bookingActions(booking, true).pay).toBe(expected);
  });
});

describe('repeat and reverse (docs/behaviour/bookings.md#repeat-return)', () => {
  const a = createAddress({ Name: 'A' });
  const b = createAddress({ Name: 'B' });
  const v1 = createAddress({ Name: 'V1' });
  const v2 = createAddress({ Name: 'V2' });
  const source = { ...createBooking({ PickUp: a, PickDown: b, ViaAddress: [v1, v2] }), Bref: 'J1' };

  it('repeat copies pickup, drop-off and via stops', () => {
    const repeated = repeatBooking(source);
    expect(repeated.PickUp?.Name).toBe('A');
    expect(repeated.PickDown?.Name).toBe('B');
    expect(repeated.ViaAddress.map((via) => via.Name)).toEqual(['V1', 'V2']);
    expect(repeated.ViaAddress).not.toBe(source.ViaAddress);
    expect(repeated).not.toHaveProperty('Bref');
  });

  it('reverse swaps them and reverses the via stops, leaving the source as it was', () => {
    const reversed = reverseBooking(source);
    expect(reversed.PickUp?.Name).toBe('B');
    expect(reversed.PickDown?.Name).toBe('A');
    expect(reversed.ViaAddress.map((via) => via.Name)).toEqual(['V2', 'V1']);
    expect(source.ViaAddress.map((via) => via.Name)).toEqual(['V1', 'V2']);
  });

  it('missing addresses stay missing', () => {
    const empty = createBooking();
    expect(repeatBooking(empty).PickUp).toBeNull();
    expect(reverseBooking(empty).PickDown).toBeNull();
  });
});

describe('cancelRefusal and legsToCancel (docs/behaviour/bookings.md#cancel)', () => {
  const offline = 'Bookings cannot be cancelled online. Please call us on 020 7946 0000.';
  const late = 'This booking can no longer be cancelled.';
  it.each([
    [{ status: 'Upcoming' }, true, undefined],
    [{ status: 'Upcoming', legs: ['Upcoming', 'Upcoming'] }, true, undefined],
    [{ status: 'Upcoming' }, false, offline],
    [{ status: 'Started' }, true, late],
    [{ status: 'Cancelled' }, true, late],
    [{ status: 'Upcoming', legs: ['Started'] }, true, late],
    [{ status: 'Upcoming', legs: [] }, true, late],
  ])('%o with online cancels %s is refused with %s', (booking, canCancelBooking, expected) => {
    expect(cancelRefusal(booking, { canCancelBooking, phone: '020 7946 0000' })).toBe(expected);
  });

  it('takes the named leg, else every leg not yet cancelled', () => {
    const legs = [
      { id: 1, status: 'Upcoming' },
      { id: 2, status: 'Cancelled' },
    ];
    expect(legsToCancel(legs)).toEqual([legs[0]]);
    expect(legsToCancel(legs, legs[1])).toEqual([legs[1]]);
  });
});
