// Which bookings a driver may be sent to (docs/behaviour/payment.md#awaiting-payment): a booking paid by card or
// PayPal waits for its payment; one paid on the day (cash) or billed to an account goes out at once.

/** Payment types settled outside the booking's own payment: dispatched without waiting for money. */
export const PAID_ON_THE_DAY_TYPES: readonly string[] = ['cash', 'account'];

/** The booking facts the dispatch rule reads. */
interface DispatchFacts {
  paymentType: string;
  isPaid: boolean;
}

/** True while a card or PayPal booking has no payment taken yet: it is held back from dispatch and shown unpaid. */
export function awaitsPayment(booking: DispatchFacts): boolean {
  return !PAID_ON_THE_DAY_TYPES.includes(booking.paymentType.toLowerCase()) && !booking.isPaid;
}

/**
 * True when a booking still awaiting payment has waited longer than `windowMinutes` (the tenant's QuoteTimeout)
 * since it was made: it is cancelled with nothing charged rather than left live.
 */
export function unpaidBookingExpired(
  booking: DispatchFacts & { createdAt: Date },
  now: Date,
  windowMinutes: number,
): boolean {
  return awaitsPayment(booking) && now.getTime() - booking.createdAt.getTime() > windowMinutes * 60_000;
}

/** Whether a booking's total is settled, in the words of its receipt (docs/behaviour/payment.md#awaiting-payment). */
export function receiptPaymentState(
  booking: DispatchFacts & { refundStatus?: 'pending' | 'succeeded' | 'failed' | undefined },
): string {
  if (booking.refundStatus === 'succeeded') return 'refunded';
  if (booking.refundStatus) return 'paid, refund pending';
  if (booking.isPaid) return 'paid';
  if (awaitsPayment(booking)) return 'not yet paid';
  return booking.paymentType.toLowerCase() === 'cash' ? 'to be paid to the driver' : 'billed to the account';
}
