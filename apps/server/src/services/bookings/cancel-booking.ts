import {
  type BookingTerms,
  bookingCancelledMessage,
  type CancelCost,
  cancelCost,
  cancelRefusal,
  legsToCancel,
  NO_LONGER_CANCELLABLE_MESSAGE,
  paymentTransition,
  roundMoney,
} from '@cabkit/domain';
import { and, asc, count, eq, inArray, isNull, notIlike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { bookingChanges, payments } from '../../db/schema-live';
import type { PaymentGateway } from '../payments/gateway';
import { heldPayments, paymentState, queueRefund, queueStrayRefund } from '../payments/refund';
import type { BookingRow, JobPartRow } from './booking-view';

/** The booking to cancel, as the caller found it (owned by the session), and the tenant's cancel settings. */
export interface CancelBookingInput {
  booking: BookingRow;
  parts: JobPartRow[];
  /** The leg named by its own reference (a return leg), or undefined for the whole booking. */
  matchedPart: JobPartRow | undefined;
  canCancelBooking: boolean;
  /** The tenant's phone number, for the answer when bookings cannot be cancelled online. */
  phone: string;
  /** The tenant's terms: the fee a cancel after the free window keeps. */
  terms: BookingTerms;
  /** When the cancel happens (the fee depends on it); now unless a test says otherwise. */
  now?: Date;
}

/**
 * What cancelling `targets` (the legs still to cancel) of a booking costs at `now`, with `paid` the money a card
 * paid: the fee is on the targets' fare (the whole booking's total when every leg is cancelled, else the legs' own
 * fares) from the earliest target's pickup; the refund is what was paid less every fee kept on the booking.
 */
function cancelCostOf(
  booking: BookingRow,
  parts: readonly JobPartRow[],
  targets: readonly JobPartRow[],
  terms: BookingTerms,
  paid: number,
  now: Date,
): CancelCost {
  const active = parts.filter((p) => !/cancel/i.test(p.status));
  const whole = active.length > 0 && active.every((p) => targets.some((t) => t.id === p.id));
  const fare = whole
    ? roundMoney(booking.totalFare - booking.cancellationFee)
    : Math.min(roundMoney(targets.reduce((sum, p) => sum + p.fare, 0)), booking.totalFare);
  const pickupTime = new Date(Math.min(...targets.map((p) => p.pickupTime.getTime())));
  // A leg cancelled earlier kept its fee: what this cancel refunds is what is left after it.
  const paidLeft = Math.max(0, roundMoney(paid - booking.cancellationFee));
  return cancelCost(terms, { fare, paid: whole ? paidLeft : 0, currencyCode: booking.currencyCode, pickupTime, now });
}

/**
 * What cancelling the whole booking now would cost, for its view (the cancel dialog says it), or undefined when it
 * cannot be cancelled; the money paid is the card's (cash and unpaid bookings owe the fee instead).
 */
export function viewCancelCost(
  booking: BookingRow,
  parts: readonly JobPartRow[],
  terms: BookingTerms,
  now: Date,
): CancelCost | undefined {
  const targets = legsToCancel(parts);
  const facts = { status: booking.status, legs: targets.map((p) => p.status) };
  if (cancelRefusal(facts, { canCancelBooking: true, phone: '' })) return undefined;
  const paid = booking.isPaid && booking.paymentType !== 'cash' ? booking.totalFare : 0;
  return cancelCostOf(booking, parts, targets, terms, paid, now);
}

/** What a cancel does beyond the database: closes intents at the gateway and starts refunds. */
export interface CancelBookingEffects {
  gatewayFor(name: string): PaymentGateway | null;
  /** Asks the refund retries to run now (a refund was queued). */
  refundQueued(): void;
  /** Told when a gateway did not close an intent (the payment stays voided here; see syncPayment). */
  onVoidFailed(intentId: string, message: string): void;
}

/** The cancel's answer, as the spec words it (docs/behaviour/bookings.md#cancel). */
export interface CancelBookingResult {
  Code: 1 | 2;
  Message: string;
}

/**
 * Cancels a booking or one of its legs, and settles its payment in the same transaction, under the booking's row
 * lock that a charge also takes (so a cancel and a charge take turns): an open payment is voided (nothing can be
 * charged afterwards), a paid one gets its refund queued. A charge already in flight finishes on its own and, seeing
 * the cancel, queues the refund itself.
 */
export async function cancelBooking(
  db: Db,
  input: CancelBookingInput,
  effects: CancelBookingEffects,
): Promise<CancelBookingResult> {
  const rules = { canCancelBooking: input.canCancelBooking, phone: input.phone };
  let refusal: string | undefined;
  const outcome = await db.transaction(async (tx) => {
    // Read again under the lock: a second cancel, or a charge, may have changed the booking since it was found.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.booking.id)).for('update');
    const parts = await tx
      .select()
      .from(jobParts)
      .where(eq(jobParts.bookingId, input.booking.id))
      .orderBy(asc(jobParts.id));
    const targets = legsToCancel(parts, input.matchedPart);
    refusal = booking
      ? cancelRefusal({ status: booking.status, legs: targets.map((p) => p.status) }, rules)
      : undefined;
    if (!booking || refusal) return null;
    // What the card holds now: the booking's payment and its changes' charges, less what changes gave back.
    const paid = roundMoney((await heldPayments(tx, booking.id)).reduce((total, h) => total + h.held, 0));
    const cost = cancelCostOf(booking, parts, targets, input.terms, paid, input.now ?? new Date());
    // Kept on the booking: taken off the refund below (or by a charge finishing later), owed when nothing was paid.
    const fee = roundMoney(booking.cancellationFee + cost.Fee);
    if (cost.Fee > 0) await tx.update(bookings).set({ cancellationFee: fee }).where(eq(bookings.id, booking.id));
    await tx
      .update(jobParts)
      .set({ status: 'Cancelled' })
      .where(
        inArray(
          jobParts.id,
          targets.map((p) => p.id),
        ),
      );
    const [left] = await tx
      .select({ n: count() })
      .from(jobParts)
      .where(and(eq(jobParts.bookingId, booking.id), notIlike(jobParts.status, '%cancel%')));
    if ((left?.n ?? 0) > 0) return { voided: null, refundQueued: false };
    await tx.update(bookings).set({ status: 'Cancelled', updatedAt: new Date() }).where(eq(bookings.id, booking.id));
    return settlePayment(tx, booking.id, input.matchedPart?.id ?? null, fee);
  });
  if (!outcome) return { Code: 2, Message: refusal ?? NO_LONGER_CANCELLABLE_MESSAGE };
  const strayRefund = outcome.voided ? await closeIntent(db, outcome.voided, effects) : false;
  if (outcome.refundQueued || strayRefund) effects.refundQueued();
  return { Code: 1, Message: bookingCancelledMessage(input.matchedPart?.reference ?? input.booking.reference) };
}

/** Voids an open payment or queues the refund of a paid one, for a booking just cancelled (inside its transaction). */
async function settlePayment(
  tx: Db,
  bookingId: number,
  jobPartId: number | null,
  fee: number,
): Promise<{ voided: { paymentId: number; gateway: string; intentId: string } | null; refundQueued: boolean }> {
  // A change still waiting for its charge will not be made: a charge finishing later is refunded (markSucceeded).
  await tx
    .update(bookingChanges)
    .set({ status: 'abandoned' })
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')));
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.changeId)))
    .for('update');
  // No payment, or a charge in flight: that charge sees the cancel when it finishes (payment-service markSucceeded).
  if (!payment || payment.status === 'processing') return { voided: null, refundQueued: false };
  const facts = { bookingStatus: 'Cancelled', amount: payment.amount, refunded: 0 };
  const state = paymentState(payment.status);
  if (state === 'paid') {
    // Every payment gives back what it still holds (changes' charges too); the fee is kept from them in turn.
    let feeLeft = fee;
    let queued = false;
    for (const held of await heldPayments(tx, bookingId)) {
      const kept = Math.min(feeLeft, held.held);
      feeLeft = roundMoney(feeLeft - kept);
      const status = { status: 'Cancelled', jobPartId };
      if (await queueRefund(tx, held.payment, status, kept, held.changeRefunds)) queued = true;
    }
    return { voided: null, refundQueued: queued };
  }
  const step = paymentTransition(state, { type: 'void' }, facts);
  if (!step.ok || state === 'voided') return { voided: null, refundQueued: false };
  await tx.update(payments).set({ status: 'voided', updatedAt: new Date() }).where(eq(payments.id, payment.id));
  return {
    voided: { paymentId: payment.id, gateway: payment.gateway, intentId: payment.intentId },
    refundQueued: false,
  };
}

/**
 * Closes a voided payment's intent at its gateway, so no client can confirm it there any more. When the gateway will
 * not, because the client confirmed it in the browser just before the cancel, the money it took is refunded.
 * Returns true when such a refund was queued.
 */
async function closeIntent(
  db: Db,
  voided: { paymentId: number; gateway: string; intentId: string },
  effects: CancelBookingEffects,
): Promise<boolean> {
  const gateway = effects.gatewayFor(voided.gateway);
  if (!gateway) {
    effects.onVoidFailed(voided.intentId, `This server is not configured for ${voided.gateway}.`);
    return false;
  }
  try {
    const closed = await gateway.cancelIntent(voided.intentId);
    if (closed.ok) return false;
    const state = await gateway.retrieveIntent(voided.intentId);
    if (state.status === 'succeeded') {
      const [payment] = await db.select().from(payments).where(eq(payments.id, voided.paymentId));
      return payment ? queueStrayRefund(db, payment, state.authCode) : false;
    }
    effects.onVoidFailed(voided.intentId, closed.message);
  } catch (error) {
    effects.onVoidFailed(voided.intentId, error instanceof Error ? error.message : String(error));
  }
  return false;
}
