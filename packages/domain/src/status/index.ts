import { type Booking, createBooking, createTimeInfo } from '../model/entities';

/** A booking status recognised by its text (SPEC 4). */
export type StatusKind = 'upcoming' | 'cancelled' | 'started' | 'arrived' | 'finished' | 'pob' | 'other';

/** Returns the kind of a status text, matched case-insensitively by containment (SPEC 4). */
export function statusKind(status: string | null | undefined): StatusKind {
  const text = (status ?? '').toLowerCase();
  if (text.includes('upcoming')) return 'upcoming';
  if (text.includes('cancel')) return 'cancelled';
  if (text.includes('started')) return 'started';
  if (text.includes('arrived')) return 'arrived';
  if (text.includes('finish')) return 'finished';
  if (text.includes('pob')) return 'pob';
  return 'other';
}

/** Returns true when the status text contains the given word in any case. */
export function statusContains(status: string | null | undefined, word: string): boolean {
  return (status ?? '').toLowerCase().includes(word.toLowerCase());
}

/** Actions a booking row or detail offers for its status (SPEC 4). */
export interface StatusActions {
  /** Cancel allowed: upcoming and CanCancelBooking. */
  canCancel: boolean;
  /** Receipt resend allowed: not cancelled. */
  canResendReceipt: boolean;
  /** Live tracking shown: started, arrived or passenger on board. */
  showTracking: boolean;
  /** Payment button allowed by status: not cancelled. */
  allowsPayment: boolean;
}

/** Returns the actions for a status text (SPEC 4). */
export function statusActions(status: string | null | undefined, canCancelBooking = true): StatusActions {
  return {
    canCancel: statusContains(status, 'upcoming') && canCancelBooking,
    canResendReceipt: !statusContains(status, 'cancelled'),
    showTracking: ['started', 'arrived', 'pob'].some((word) => statusContains(status, word)),
    allowsPayment: !statusContains(status, 'cancel'),
  };
}

/** Returns true when the payment button shows: not cash, not paid, has a reference, not cancelled (SPEC 4). */
export function showPaymentButton(booking: Pick<Booking, 'PaymentType' | 'IsPaid' | 'Bref' | 'Status'>): boolean {
  return (
    booking.PaymentType.toLowerCase() !== 'cash' &&
    !booking.IsPaid &&
    booking.Bref.trim() !== '' &&
    !statusContains(booking.Status, 'cancel')
  );
}

/** Repeat booking: copies pickup and drop-off into a fresh booking with a fresh time (SPEC 4). */
export function repeatBooking(source: Pick<Booking, 'PickUp' | 'PickDown' | 'ViaAddress'>): Booking {
  return createBooking({
    PickUp: source.PickUp ? { ...source.PickUp } : null,
    PickDown: source.PickDown ? { ...source.PickDown } : null,
    ViaAddress: source.ViaAddress.map((via) => ({ ...via })),
    Time: createTimeInfo(),
  });
}

/** Return (reverse) booking: pickup and drop-off swapped, vias reversed, fresh time (SPEC 4). */
export function reverseBooking(source: Pick<Booking, 'PickUp' | 'PickDown' | 'ViaAddress'>): Booking {
  return createBooking({
    PickUp: source.PickDown ? { ...source.PickDown } : null,
    PickDown: source.PickUp ? { ...source.PickUp } : null,
    ViaAddress: [...source.ViaAddress].reverse().map((via) => ({ ...via })),
    Time: createTimeInfo(),
  });
}
