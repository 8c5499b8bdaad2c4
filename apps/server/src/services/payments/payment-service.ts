import {
  CANCELLED_BOOKING_PAYMENT_MESSAGE,
  CHANGE_REPLACED_MESSAGE,
  type CardBilling,
  paymentTransition,
  statusActions,
} from '@cabkit/domain';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { bookingChanges, type PaymentStatus, payments } from '../../db/schema-live';
import { applyChange } from '../bookings/booking-changes';
import { GATEWAY_CAPABILITIES, type IntentRequest, type PaymentGateway } from './gateway';
import { PayPalGateway } from './paypal';
import { paymentState, queueRefund, queueStrayRefund } from './refund';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

/** A stored payment row. */
export type PaymentRow = typeof payments.$inferSelect;

/** The booking fields a payment needs. */
export interface PayableBooking {
  id: number;
  requestId: string;
  reference: string;
  totalFare: number;
  currencyCode: string;
}

/** The outcome of a charge as the payment calls report it. */
export interface ChargeResult {
  status: PaymentStatus;
  authCode: string;
  message: string;
  /** True when the booking was already paid before this request (a retry): nothing was charged now. */
  alreadyPaid: boolean;
  /** True when the charge finished after the booking was cancelled: its refund is queued. */
  refundQueued?: boolean;
}

/** Environment the gateway choice reads: Stripe and PayPal keys (and API bases for tests). */
export interface GatewayEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  /** Stripe's publishable key, served to the web app (else the tenant's StripePublicKey). */
  STRIPE_PUBLIC_KEY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  /** The signing secret of the tenant's Stripe webhook endpoint (`whsec_...`); without it Stripe events are refused. */
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_API_BASE?: string | undefined;
  /** The id PayPal gave the tenant's webhook; its events are verified against it (else refused). */
  PAYPAL_WEBHOOK_ID?: string | undefined;
}

/** True when the server can take PayPal payments: PayPal's REST keys are set. */
function payPalConfigured(env: GatewayEnv): boolean {
  return Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
}

/**
 * The configuration as served and applied: PayPal is offered only when the server can take it. The payer
 * approves a PayPal order on PayPal's own pages (the JS SDK from paypal.com), which the embedded sandbox cannot
 * stand in for, so without PayPal keys IsPaypalAllowed is off; with keys, PublicKey carries the PayPal client id
 * the web app loads the SDK with. Returns a copy; the stored configuration is left as it is.
 */
export function withPayPalAvailability<C extends { IsPaypalAllowed: boolean; PublicKey: string }>(
  configuration: C,
  env: GatewayEnv,
): C {
  if (!payPalConfigured(env)) return { ...configuration, IsPaypalAllowed: false };
  if (!configuration.IsPaypalAllowed) return configuration;
  return { ...configuration, PublicKey: env.PAYPAL_CLIENT_ID ?? '' };
}

/**
 * The configuration as served and applied, with the server's own gateways: the card gateway is the one this server
 * is configured for (Stripe with its key, else the sandbox), whatever the tenant file says, so the web app pays
 * through the gateway the server will accept, and asks for the billing fields that gateway needs (`CardBilling`)
 * and offers saved cards where it keeps them (`SavesCards`); PayPal as `withPayPalAvailability`. Returns a copy.
 */
export function withServerGateways<
  C extends { IsPaypalAllowed: boolean; PublicKey: string; PaymentGateway: string; StripePublicKey: string },
>(configuration: C, env: GatewayEnv): C & { CardBilling: CardBilling; SavesCards: boolean } {
  const cardGateway = cardGatewayName(env);
  const capabilities = GATEWAY_CAPABILITIES[cardGateway];
  return withPayPalAvailability(
    {
      ...configuration,
      PaymentGateway: cardGateway,
      CardBilling: capabilities.billing,
      SavesCards: capabilities.savesCards,
      StripePublicKey: cardGateway === 'stripe' ? env.STRIPE_PUBLIC_KEY || configuration.StripePublicKey : '',
    },
    env,
  );
}

/** The card gateway this server is configured for: Stripe when its secret key is set, else sandbox mode. */
export function cardGatewayName(env: GatewayEnv): 'stripe' | 'sandbox' {
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox';
}

/** The refusal when a request asks for the sandbox on a server configured for Stripe. */
export const STRIPE_ONLY = 'This server takes card payments through Stripe only.';
/** The refusal when PayPal is asked for and the server has no PayPal keys. */
const PAYPAL_UNAVAILABLE = 'Payment by PayPal is not available.';

/**
 * A gateway by name, only when this server is configured for it: Stripe and PayPal with their keys, the sandbox
 * only in sandbox mode (no Stripe key). Null otherwise: a request never falls back to another gateway.
 */
export function gatewayNamed(name: string, db: Db, tenantId: number, env: GatewayEnv): PaymentGateway | null {
  if (name === 'stripe' && env.STRIPE_SECRET_KEY) {
    return new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  if (name === 'paypal' && payPalConfigured(env)) {
    return new PayPalGateway({
      clientId: env.PAYPAL_CLIENT_ID ?? '',
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
      apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com',
    });
  }
  if (name === 'sandbox' && cardGatewayName(env) === 'sandbox') return new SandboxGateway(db, tenantId);
  return null;
}

/** The gateway chosen for a payment, or why the request cannot be served. */
export type GatewayChoice = { ok: true; gateway: PaymentGateway } | { ok: false; message: string };

/** Why a payment's stored gateway cannot serve it on this server (or null when it can). */
export function gatewayRefusal(name: string, env: GatewayEnv): string | null {
  if (name === 'paypal') return payPalConfigured(env) ? null : PAYPAL_UNAVAILABLE;
  return name === cardGatewayName(env)
    ? null
    : cardGatewayName(env) === 'stripe'
      ? STRIPE_ONLY
      : 'This server takes card payments through its sandbox gateway only.';
}

/**
 * The gateway for a payment method, from the server's configuration only: PayPal for 'paypal' when its keys are
 * set, the configured card gateway (Stripe, or the sandbox in sandbox mode) otherwise. A request that asks for
 * the sandbox (`sandbox: true`) on a Stripe server, or for PayPal without PayPal keys, is refused.
 */
export function selectGateway(
  method: string,
  requestedSandbox: boolean,
  db: Db,
  tenantId: number,
  env: GatewayEnv,
): GatewayChoice {
  const name = method === 'paypal' ? 'paypal' : cardGatewayName(env);
  if (requestedSandbox && name !== 'sandbox')
    return { ok: false, message: name === 'paypal' ? PAYPAL_UNAVAILABLE : STRIPE_ONLY };
  const gateway = gatewayNamed(name, db, tenantId, env);
  if (!gateway) return { ok: false, message: gatewayRefusal(name, env) ?? PAYPAL_UNAVAILABLE };
  return { ok: true, gateway };
}

function intentRequest(booking: PayableBooking): IntentRequest {
  return {
    amount: booking.totalFare,
    currencyCode: booking.currencyCode,
    // The reference is random and unique: keys never collide across databases sharing one gateway account.
    idempotencyKey: `booking-${booking.reference}`,
    description: `Booking ${booking.reference}`,
  };
}

/** A booking's own payment (a change's difference is a payment of its own), if it has one yet. */
export async function bookingOwnPayment(db: Db, bookingId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.changeId)));
  return payment;
}

/** Finds the booking's one payment, creating it (and its gateway intent) the first time. */
export async function ensurePayment(
  db: Db,
  tenantId: number,
  gateway: PaymentGateway,
  booking: PayableBooking,
): Promise<PaymentRow> {
  const existing = await bookingOwnPayment(db, booking.id);
  if (existing) return existing;
  const intent = await gateway.createIntent(intentRequest(booking));
  await db
    .insert(payments)
    .values({
      tenantId,
      requestId: booking.requestId,
      bookingId: booking.id,
      gateway: gateway.name,
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      amount: booking.totalFare,
      currencyCode: booking.currencyCode,
    })
    .onConflictDoNothing();
  // A concurrent request may have inserted first: everyone uses the row that won.
  const row = await bookingOwnPayment(db, booking.id);
  if (!row) throw new Error(`payment for booking ${booking.id} vanished`);
  return row;
}

const STALE_PROCESSING_MS = 2 * 60_000;

/** Locks the booking's row for the rest of the transaction and returns its status: a cancel and a charge take turns. */
async function lockBookingStatus(tx: Db, bookingId: number): Promise<string> {
  const [row] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row?.status ?? '';
}

/**
 * Records money taken. A cancel that committed while the gateway call was in flight could not refund money not
 * yet taken, so the charge queues the refund itself (under the booking's lock: exactly one of the two sees the
 * other). Says whether a refund was queued, and whether this call is the one that recorded the payment (two syncs
 * of one intent may both see it succeeded: only one of them reports it as paid now).
 */
async function markSucceeded(
  db: Db,
  payment: PaymentRow,
  authCode: string,
): Promise<{ refundQueued: boolean; paidNow: boolean }> {
  return db.transaction(async (tx) => {
    const bookingStatus = await lockBookingStatus(tx, payment.bookingId);
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        authCode,
        failureMessage: '',
        charges: sql`${payments.charges} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'succeeded')))
      .returning();
    if (!paid) return { refundQueued: false, paidNow: false };
    // A change's charge: the change is made now, with the money (or given back when it can no longer be made).
    if (paid.changeId !== null) return settleChangeCharge(tx, paid, bookingStatus);
    await tx.update(bookings).set({ isPaid: true, updatedAt: new Date() }).where(eq(bookings.id, payment.bookingId));
    if (paymentTransition('unpaid', { type: 'capture' }, { bookingStatus, amount: 0, refunded: 0 }).ok) {
      return { refundQueued: false, paidNow: true };
    }
    // The cancel that came first kept its fee on the booking: the refund is what was paid less it.
    const [cancelled] = await tx
      .select({ fee: bookings.cancellationFee })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    return {
      refundQueued: await queueRefund(tx, paid, { status: bookingStatus }, cancelled?.fee ?? 0),
      paidNow: true,
    };
  });
}

/**
 * Settles the charge of a change's difference, inside markSucceeded's transaction (under the booking's lock): the
 * change waiting for it is applied; a change abandoned meanwhile, or a booking no longer upcoming, gets the
 * money back instead.
 */
async function settleChangeCharge(
  tx: Db,
  paid: PaymentRow,
  bookingStatus: string,
): Promise<{ refundQueued: boolean; paidNow: boolean }> {
  const [change] = await tx
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.id, paid.changeId ?? 0))
    .for('update');
  if (change?.status === 'awaiting_payment' && statusActions(bookingStatus).canCancel) {
    await applyChange(tx, change, new Date());
    return { refundQueued: false, paidNow: true };
  }
  return { refundQueued: await queueRefund(tx, paid, { status: bookingStatus }), paidNow: true };
}

async function waitForOutcome(db: Db, paymentId: number, timeoutMs = 15_000): Promise<PaymentRow> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    if (row.status !== 'processing' || Date.now() > end) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function resultOf(row: PaymentRow, alreadyPaid: boolean): ChargeResult {
  return { status: row.status, authCode: row.authCode, message: row.failureMessage, alreadyPaid };
}

/**
 * Claims the payment for one charge (pending/failed -> processing), under the booking's lock: a payment of a
 * cancelled booking, or one voided or refunded, is refused (the domain's life cycle), and so is the payment of a
 * change no longer waiting for it; nothing is charged.
 */
async function claimForCharge(
  db: Db,
  payment: PaymentRow,
): Promise<{ claimed: PaymentRow | null; refusal: string | null }> {
  return db.transaction(async (tx) => {
    const bookingStatus = await lockBookingStatus(tx, payment.bookingId);
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    if (!current) throw new Error(`payment ${payment.id} vanished`);
    const step = paymentTransition(
      paymentState(current.status),
      { type: 'capture' },
      { bookingStatus, amount: current.amount, refunded: 0 },
    );
    if (!step.ok && step.reason !== 'already_paid') return { claimed: null, refusal: step.message };
    if (current.changeId !== null) {
      // A change's difference is charged only while that change still waits for it: one a newer change or a
      // cancel replaced is never charged (a charge made would only be refunded).
      const [change] = await tx
        .select({ status: bookingChanges.status })
        .from(bookingChanges)
        .where(eq(bookingChanges.id, current.changeId));
      if (change?.status !== 'awaiting_payment' && current.status !== 'succeeded') {
        return { claimed: null, refusal: CHANGE_REPLACED_MESSAGE };
      }
    }
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'processing', attempts: sql`${payments.attempts} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(payments.id, payment.id),
          or(
            inArray(payments.status, ['pending', 'failed']),
            and(eq(payments.status, 'processing'), lt(payments.updatedAt, new Date(Date.now() - STALE_PROCESSING_MS))),
          ),
        ),
      )
      .returning();
    return { claimed: claimed ?? null, refusal: null };
  });
}

/**
 * Voids an open payment of a booking cancelled after its pay call began (the cancel committed before this payment's
 * row existed, so it could not void it), and closes its intent at the gateway. Returns the refusal, or null when
 * the booking may still be paid.
 */
export async function closeIfCancelled(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  onVoidFailed: (message: string) => void,
): Promise<string | null> {
  const voided = await db.transaction(async (tx) => {
    const bookingStatus = await lockBookingStatus(tx, payment.bookingId);
    const facts = { bookingStatus, amount: payment.amount, refunded: 0 };
    const charge = paymentTransition('unpaid', { type: 'capture' }, facts);
    if (charge.ok) return null;
    const [row] = await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])))
      .returning();
    return { row: row ?? null, message: charge.message };
  });
  if (!voided) return null;
  if (voided.row) {
    const closed = await gateway
      .cancelIntent(voided.row.intentId)
      .catch((error: unknown) => ({ ok: false, message: error instanceof Error ? error.message : String(error) }));
    if (!closed.ok) onVoidFailed(closed.message);
  }
  return voided.message;
}

/**
 * Records a charge attempt that took nothing; on a booking cancelled meanwhile the payment is voided instead.
 * Returns true when it was voided.
 */
async function markNotCharged(db: Db, payment: PaymentRow, status: PaymentStatus, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const bookingStatus = await lockBookingStatus(tx, payment.bookingId);
    const cancelled = !paymentTransition('unpaid', { type: 'capture' }, { bookingStatus, amount: 0, refunded: 0 }).ok;
    await tx
      .update(payments)
      .set({ status: cancelled ? 'voided' : status, failureMessage: message, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return cancelled;
  });
}

/**
 * Charges the payment with a card token, at most once: the first request claims the row
 * (pending/failed -> processing); concurrent requests wait for its outcome and report it; a paid
 * payment reports success without charging again. A declined attempt leaves the row 'failed' so a
 * later attempt with another card may claim it.
 */
export async function chargePayment(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  token: string,
  booking: PayableBooking,
): Promise<ChargeResult> {
  const { claimed, refusal } = await claimForCharge(db, payment);
  if (refusal) return { status: 'failed', authCode: '', message: refusal, alreadyPaid: false };
  if (!claimed) {
    const row = await waitForOutcome(db, payment.id);
    return resultOf(row, row.status === 'succeeded');
  }
  let outcome: Awaited<ReturnType<PaymentGateway['charge']>>;
  try {
    outcome = await gateway.charge(
      { intentId: claimed.intentId, clientSecret: claimed.clientSecret },
      token,
      intentRequest(booking),
    );
  } catch {
    outcome = {
      ok: false,
      reason: 'gateway_error',
      message: 'It was not possible to process the payment, please try again.',
    };
  }
  let refundQueued = false;
  let alreadyPaid = false;
  if (outcome.ok) {
    const marked = await markSucceeded(db, claimed, outcome.authCode);
    refundQueued = marked.refundQueued;
    alreadyPaid = !marked.paidNow;
  } else {
    // A 3-D Secure challenge is not a failure: the payment waits for the client to confirm it.
    const status = outcome.reason === 'requires_action' ? 'pending' : 'failed';
    if (await markNotCharged(db, claimed, status, outcome.message)) {
      // A 3-D Secure intent could still be completed in the browser: close it. Should the gateway miss this,
      // syncPayment refunds what it finds taken on the voided payment.
      await gateway.cancelIntent(claimed.intentId).catch(() => undefined);
    }
  }
  const [row] = await db.select().from(payments).where(eq(payments.id, claimed.id));
  return { ...resultOf(row!, alreadyPaid), refundQueued };
}

/**
 * Brings a payment up to date from its gateway (after the client confirmed with Stripe.js or approved a
 * PayPal order): a succeeded intent marks the booking paid; an approved PayPal order is captured once.
 */
export async function syncPayment(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  booking: PayableBooking,
): Promise<ChargeResult> {
  if (payment.status === 'succeeded') return resultOf(payment, true);
  const life = paymentState(payment.status);
  const state = await gateway.retrieveIntent(payment.intentId);
  if (life === 'voided' && state.status === 'succeeded') {
    // The client confirmed at the gateway after the cancel closed the payment (a void the gateway missed):
    // the money is given back, and the booking stays unpaid.
    const refundQueued = await queueStrayRefund(db, payment, state.authCode);
    return {
      status: 'failed',
      authCode: '',
      message: CANCELLED_BOOKING_PAYMENT_MESSAGE,
      alreadyPaid: false,
      refundQueued,
    };
  }
  if (life !== 'unpaid') {
    return {
      status: 'failed',
      authCode: '',
      message: CANCELLED_BOOKING_PAYMENT_MESSAGE,
      alreadyPaid: false,
    };
  }
  if (state.status === 'succeeded') {
    const { refundQueued, paidNow } = await markSucceeded(db, payment, state.authCode);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return { ...resultOf(row!, !paidNow), refundQueued };
  }
  if (state.status === 'approved') return chargePayment(db, gateway, payment, payment.intentId, booking);
  return {
    status: state.status === 'failed' ? 'failed' : 'pending',
    authCode: '',
    message: state.message || 'The payment has not been completed yet.',
    alreadyPaid: false,
  };
}
