import { CANCELLED_BOOKING_PAYMENT_MESSAGE, statusActions } from '@cabkit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { payments } from '../../db/schema-live';
import { savedCardToken, storeSavedCard } from './saved-cards';
import { StripeGateway } from './stripe';
import { readyStripeIntent } from './stripe-cards';
import {
  bookingOwnPayment,
  type ChargeResult,
  chargePayment,
  closeIfCancelled,
  ensurePayment,
  type GatewayEnv,
  gatewayNamed,
  gatewayRefusal,
  type PayableBooking,
  type PaymentRow,
  STRIPE_ONLY,
  selectGateway,
  syncPayment,
} from './payment-service';

/** Methods that never take an electronic payment (cash counts as paid, docs/behaviour/payment.md#payment-result). */
export const NO_CARD_METHODS = new Set(['cash', 'account']);

/** A booking as the pay use case reads it: what a charge needs, who owns it and its outward leg's id. */
export interface StoredBooking extends PayableBooking {
  returnReference: string;
  trackingCode: string;
  paymentType: string;
  isPaid: boolean;
  customerId: number | null;
  bookerId: number | null;
  status: string;
  jobPartId: number;
}

/** The tenant and server the payment runs on, and what it tells the rest of the server. */
export interface PayContext {
  tenantId: number;
  env: GatewayEnv;
  /** Asks the refund retries to run now: a charge that finished after a cancel queued its refund. */
  refundQueued(): void;
  /** Told when a gateway did not close a cancelled booking's intent. */
  onVoidFailed(intentId: string, message: string): void;
}

/** What paying came to: refused (nothing charged), no card needed, or the payment with its charge (null: none yet). */
export type PayOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'no-card' }
  | { kind: 'paid'; payment: PaymentRow; result: ChargeResult | null };

/** Finds the tenant's booking by its id or by one of its legs' ids; null when there is none. */
export async function findPayableBooking(
  db: Db,
  tenantId: number,
  where: { bookingId?: number; jobPartId?: number },
): Promise<StoredBooking | null> {
  let bookingId = where.bookingId;
  if (where.jobPartId !== undefined) {
    const [part] = await db
      .select({ bookingId: jobParts.bookingId })
      .from(jobParts)
      .where(eq(jobParts.id, where.jobPartId));
    bookingId = part?.bookingId;
  }
  if (bookingId === undefined) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.tenantId, tenantId)));
  if (!row) return null;
  const [outward] = await db
    .select({ id: jobParts.id })
    .from(jobParts)
    .where(eq(jobParts.bookingId, row.id))
    .orderBy(asc(jobParts.id))
    .limit(1);
  return {
    id: row.id,
    requestId: row.requestId,
    reference: row.reference,
    returnReference: row.returnReference,
    trackingCode: row.trackingCode,
    totalFare: row.totalFare,
    currencyCode: row.currencyCode,
    paymentType: row.paymentType,
    isPaid: row.isPaid,
    customerId: row.customerId,
    bookerId: row.bookerId,
    status: row.status,
    jobPartId: outward?.id ?? 0,
  };
}

/** The payment row as it is now (after a charge changed it), or the one given when it has gone. */
async function freshPayment(db: Db, payment: PaymentRow): Promise<PaymentRow> {
  const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return fresh ?? payment;
}

/** Charges a payment with a token, telling the refund retries when the charge found its booking cancelled. */
async function charge(
  db: Db,
  context: PayContext,
  gateway: Parameters<typeof chargePayment>[1],
  payment: PaymentRow,
  token: string,
  booking: StoredBooking,
): Promise<PayOutcome> {
  const result = await chargePayment(db, gateway, payment, token, booking);
  if (result.refundQueued) context.refundQueued();
  return { kind: 'paid', payment: await freshPayment(db, payment), result };
}

/**
 * Pays (or prepares to pay) a booking through the gateway the server's configuration gives for the method; a
 * booking whose payment already started stays with that payment's gateway, if this server still serves it.
 * A cancelled booking is refused; a cash or account booking needs no card when `noCardAnswer` is set.
 * Without a nonce, the payment is made ready for the client to confirm with its secret.
 */
export async function payBooking(
  db: Db,
  context: PayContext,
  booking: StoredBooking,
  request: { method: string; sandbox: boolean; nonce: string; noCardAnswer: boolean },
): Promise<PayOutcome> {
  if (!statusActions(booking.status).allowsPayment)
    return { kind: 'refused', message: CANCELLED_BOOKING_PAYMENT_MESSAGE };
  if (request.noCardAnswer && NO_CARD_METHODS.has(booking.paymentType)) return { kind: 'no-card' };
  const { tenantId, env } = context;
  const existing = await bookingOwnPayment(db, booking.id);
  let gateway: ReturnType<typeof gatewayNamed>;
  if (existing) {
    const refusal =
      request.sandbox && existing.gateway !== 'sandbox' ? STRIPE_ONLY : gatewayRefusal(existing.gateway, env);
    if (refusal) return { kind: 'refused', message: refusal };
    gateway = gatewayNamed(existing.gateway, db, tenantId, env);
  } else {
    const choice = selectGateway(request.method, request.sandbox, db, tenantId, env);
    if (!choice.ok) return { kind: 'refused', message: choice.message };
    gateway = choice.gateway;
  }
  if (!gateway) return { kind: 'refused', message: STRIPE_ONLY };
  const payment = existing ?? (await ensurePayment(db, tenantId, gateway, booking));
  if (payment.gateway !== gateway.name) {
    // A concurrent request started the payment with another gateway: use that one, if this server serves it.
    const refusal = gatewayRefusal(payment.gateway, env);
    const other = refusal ? null : gatewayNamed(payment.gateway, db, tenantId, env);
    if (!other) return { kind: 'refused', message: refusal ?? STRIPE_ONLY };
    gateway = other;
  }
  // A cancel may have committed since the check above, before this payment's row existed: close it now.
  const closed = await closeIfCancelled(db, gateway, payment, (message) =>
    context.onVoidFailed(payment.intentId, message),
  );
  if (closed) return { kind: 'refused', message: closed };
  if (payment.status === 'succeeded') {
    return {
      kind: 'paid',
      payment,
      result: { status: 'succeeded', authCode: payment.authCode, message: '', alreadyPaid: true } as ChargeResult,
    };
  }
  if (!request.nonce) return { kind: 'paid', payment, result: null };
  return charge(db, context, gateway, payment, request.nonce, booking);
}

/**
 * What the sandbox confirm step came to; `unknown-secret`, `not-sandbox` and `no-saved-card` (not the customer's, or
 * not there) name input the step cannot use.
 */
export type SandboxConfirmOutcome =
  | { kind: 'unknown-secret' }
  | { kind: 'not-sandbox' }
  | { kind: 'no-booking' }
  | { kind: 'no-saved-card' }
  | ({ booking: StoredBooking } & PayOutcome);

/**
 * The server-side confirm step: charges the payment a client secret names with a sandbox token, or with one of the
 * signed-in customer's saved cards (`savedCardId`: a sandbox token, or on Stripe the customer's PaymentMethod,
 * confirmed on their Stripe Customer); with `saveCard` a paid sandbox nonce's card is kept for the customer (Stripe
 * keeps its own through the intent, `readyStripeIntent`). A Stripe payment with a new card is confirmed in Stripe's
 * own form instead; a cancelled booking is refused (and checked again under the booking's lock by the charge, for a
 * cancel that lands between).
 */
export async function confirmSandboxPayment(
  db: Db,
  context: PayContext,
  request: {
    clientSecret: string;
    nonce: string;
    savedCardId?: number;
    saveCard?: boolean;
    customerId?: number | null;
  },
): Promise<SandboxConfirmOutcome> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientSecret, request.clientSecret), eq(payments.tenantId, context.tenantId)));
  if (!payment) return { kind: 'unknown-secret' };
  const { savedCardId = 0, customerId } = request;
  const stripeSavedCard = payment.gateway === 'stripe' && savedCardId > 0;
  if (payment.gateway !== 'sandbox' && !stripeSavedCard) return { kind: 'not-sandbox' };
  const booking = await findPayableBooking(db, context.tenantId, { bookingId: payment.bookingId });
  if (!booking) return { kind: 'no-booking' };
  const gateway = gatewayNamed(payment.gateway, db, context.tenantId, context.env);
  if (!gateway)
    return { booking, kind: 'refused', message: gatewayRefusal(payment.gateway, context.env) ?? STRIPE_ONLY };
  if (!statusActions(booking.status).allowsPayment) {
    return { booking, kind: 'refused', message: CANCELLED_BOOKING_PAYMENT_MESSAGE };
  }
  const owner = customerId ? { tenantId: context.tenantId, customerId, gateway: payment.gateway } : null;
  let token = request.nonce;
  if (savedCardId > 0) {
    if (!owner) return { kind: 'no-saved-card' };
    const saved =
      gateway instanceof StripeGateway
        ? await readyStripeIntent(db, gateway, owner, payment, { savedCardId })
        : { ok: true, token: await savedCardToken(db, owner, savedCardId) };
    if (!saved.ok || !saved.token) return { kind: 'no-saved-card' };
    token = saved.token;
  }
  const outcome = await charge(db, context, gateway, payment, token, booking);
  // Only a card that paid is kept: a declined one would fail again next time.
  if (owner && request.saveCard && savedCardId === 0 && paidNow(outcome) && gateway.saveCard) {
    const card = await gateway.saveCard(request.nonce);
    if (card) await storeSavedCard(db, owner, card);
  }
  return { booking, ...outcome };
}

/** True when this outcome is a charge that took the money now (not a retry finding it paid). */
function paidNow(outcome: PayOutcome): boolean {
  return outcome.kind === 'paid' && outcome.result?.status === 'succeeded' && !outcome.result.alreadyPaid;
}

/** What reading a payment back from its gateway came to. */
export type PaymentSyncOutcome =
  | { kind: 'unknown-transaction' }
  | { kind: 'refused'; message: string }
  | { kind: 'paid'; payment: PaymentRow; result: ChargeResult };

/**
 * Reads the booking's payment back from its gateway (never trusting what the client says about it), after the
 * client confirmed it there; the transaction id must be the booking's own payment's.
 */
export async function syncBookingPayment(
  db: Db,
  context: PayContext,
  booking: StoredBooking,
  transactionId: string,
): Promise<PaymentSyncOutcome> {
  const payment = await bookingOwnPayment(db, booking.id);
  if (!payment || payment.intentId !== transactionId) return { kind: 'unknown-transaction' };
  const gateway = gatewayNamed(payment.gateway, db, context.tenantId, context.env);
  if (!gateway) return { kind: 'refused', message: gatewayRefusal(payment.gateway, context.env) ?? STRIPE_ONLY };
  const result = await syncPayment(db, gateway, payment, booking);
  if (result.refundQueued) context.refundQueued();
  return { kind: 'paid', payment, result };
}
