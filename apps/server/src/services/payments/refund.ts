import {
  type PaymentState,
  paymentTransition,
  roundMoney,
  REFUND_ATTEMPTS_PER_RUN,
  type RefundFacts,
  refundDue,
  refundRetryDelayMs,
} from '@cabkit/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentStatus, payments, type RefundStatus, refunds } from '../../db/schema-live';
import type { PaymentGateway } from './gateway';

/** A stored refund row. */
type RefundRow = typeof refunds.$inferSelect;

type StoredPayment = typeof payments.$inferSelect;

/** The domain's life-cycle state of a stored payment status (pending, processing and failed are all unpaid). */
export function paymentState(status: PaymentStatus): PaymentState {
  if (status === 'succeeded') return 'paid';
  if (status === 'voided' || status === 'refunded' || status === 'partially_refunded') return status;
  return 'unpaid';
}

/** The stored payment status of a life-cycle state the server records. */
function storedStatus(state: PaymentState): PaymentStatus {
  if (state === 'paid') return 'succeeded';
  if (state === 'unpaid' || state === 'authorised') return 'pending';
  return state;
}

/**
 * Queues the refund a cancel owes for a paid payment, inside the caller's transaction (the one that cancelled the
 * booking, or the one that recorded a charge that finished after the cancel). The amount is what was paid less
 * any fee and what changes to the booking gave back already (`alreadyRefunded`); one refund per payment, so a
 * second caller queues nothing. Returns true when a refund was queued.
 */
export async function queueRefund(
  tx: Db,
  payment: StoredPayment,
  booking: { status: string; jobPartId?: number | null },
  fee = 0,
  alreadyRefunded = 0,
): Promise<boolean> {
  const amount = refundDue(payment.amount, alreadyRefunded, fee);
  const step = paymentTransition(
    paymentState(payment.status),
    { type: 'refund', amount },
    {
      bookingStatus: booking.status,
      amount: payment.amount,
      refunded: alreadyRefunded,
    },
  );
  if (!step.ok) return false;
  const inserted = await tx
    .insert(refunds)
    .values({
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      jobPartId: booking.jobPartId ?? null,
      paymentId: payment.id,
      gateway: payment.gateway,
      amount,
      currencyCode: payment.currencyCode,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/** A paid payment of a booking and what it still holds: what it took less what changes gave back from it. */
export interface HeldPayment {
  payment: StoredPayment;
  /** What changes to the booking refunded from it so far (pounds). */
  changeRefunds: number;
  held: number;
}

/**
 * The booking's paid payments, its own first and then its changes' charges, each with what it still holds: the
 * money a cheaper change or a cancel can give back, payment by payment.
 */
export async function heldPayments(tx: Db, bookingId: number): Promise<HeldPayment[]> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .orderBy(sql`${payments.changeId} NULLS FIRST`, asc(payments.id));
  if (paid.length === 0) return [];
  const given = await tx
    .select({ paymentId: refunds.paymentId, total: sum(refunds.amount) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), isNotNull(refunds.changeId)))
    .groupBy(refunds.paymentId);
  return paid.map((payment) => {
    const changeRefunds = Number(given.find((g) => g.paymentId === payment.id)?.total ?? 0);
    return { payment, changeRefunds, held: refundDue(payment.amount, changeRefunds) };
  });
}

/**
 * Queues the refund of a cheaper change (`amount`, pounds) inside the change's transaction, from the booking's
 * paid payments in turn (its own first) as far as each still holds money. Returns the amount queued, which is
 * less than asked only when the payments hold less.
 */
export async function queueChangeRefund(tx: Db, bookingId: number, changeId: number, amount: number): Promise<number> {
  let left = roundMoney(amount);
  for (const { payment, held } of await heldPayments(tx, bookingId)) {
    if (left <= 0) break;
    const part = roundMoney(Math.min(left, held));
    if (part <= 0) continue;
    await tx.insert(refunds).values({
      tenantId: payment.tenantId,
      bookingId,
      paymentId: payment.id,
      changeId,
      gateway: payment.gateway,
      amount: part,
      currencyCode: payment.currencyCode,
    });
    left = roundMoney(left - part);
  }
  return roundMoney(amount - left);
}

/**
 * Queues the refund of money a gateway took on a payment this server had voided (a client confirmed at the
 * gateway before the void reached it). The payment stays voided, never paid; its capture id is kept for the refund.
 */
export async function queueStrayRefund(db: Db, payment: StoredPayment, captureId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [voided] = await tx
      .update(payments)
      .set({ authCode: captureId, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'voided')))
      .returning();
    if (!voided) return false;
    const inserted = await tx
      .insert(refunds)
      .values({
        tenantId: voided.tenantId,
        bookingId: voided.bookingId,
        paymentId: voided.id,
        gateway: voided.gateway,
        amount: voided.amount,
        currencyCode: voided.currencyCode,
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    return inserted.length > 0;
  });
}

/** The outcome of one try: the refund as stored after it, or null when another try holds it or it is done. */
async function attemptRefund(
  db: Db,
  refundId: number,
  gatewayFor: (name: string) => PaymentGateway | null,
  retryAfterMs: number | null,
  leaseMs = 60_000,
): Promise<RefundRow | null> {
  // Claim the try: moving next_attempt_at on holds off a second server (or timer) for the lease.
  const now = new Date();
  const [claimed] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'succeeded'), lte(refunds.nextAttemptAt, now)))
    .returning();
  if (!claimed) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId));
  const gateway = gatewayFor(claimed.gateway);
  let outcome: Awaited<ReturnType<PaymentGateway['refund']>>;
  if (!payment) outcome = { ok: false, message: 'The payment is gone.' };
  else if (!gateway) outcome = { ok: false, message: `This server is not configured for ${claimed.gateway}.` };
  else {
    try {
      outcome = await gateway.refund({
        intentId: payment.intentId,
        captureId: payment.authCode,
        amount: claimed.amount,
        currencyCode: claimed.currencyCode,
        idempotencyKey: `refund-${payment.intentId}-${claimed.id}`,
      });
    } catch (error) {
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }
  if (!outcome.ok || !payment) {
    const [failed] = await db
      .update(refunds)
      .set({
        status: 'failed',
        lastError: outcome.ok ? '' : outcome.message.slice(0, 500),
        nextAttemptAt: retryAfterMs === null ? null : new Date(Date.now() + retryAfterMs),
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, claimed.id))
      .returning();
    return failed ?? null;
  }
  const gatewayRefundId = outcome.refundId;
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        gatewayRefundId,
        lastError: '',
        nextAttemptAt: null,
        succeededAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, claimed.id))
      .returning();
    // A change's refund gives part back and the payment stays paid: a later cancel refunds what it still holds.
    const step = paymentTransition(
      paymentState(payment.status),
      { type: 'refund', amount: claimed.amount },
      { bookingStatus: '', amount: payment.amount, refunded: 0 },
    );
    if (step.ok && claimed.changeId === null) {
      await tx
        .update(payments)
        .set({ status: storedStatus(step.state), updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    }
    return done ?? null;
  });
}

/** How the refund retries run: the first wait, the tries per run, how often to look for due refunds. */
export interface RefundRetryOptions {
  /** The wait after the first failed try; it doubles after each (default 30 s). */
  baseDelayMs?: number;
  /** Tries per refund in this run (default the domain's REFUND_ATTEMPTS_PER_RUN). */
  attemptsPerRun?: number;
  /** How often to look for due refunds when nothing asks sooner (default 30 s). */
  pollMs?: number;
  /** Told of every failed try (the refund as stored, with its last error) and of a run's tries spent. */
  onFailed?: (refund: RefundRow, givenUp: boolean) => void;
  onError?: (error: unknown) => void;
}

/** The running retries: `kick` looks for due refunds now (after a cancel queued one); `stop` on close. */
export interface RefundRetries {
  kick(): Promise<void>;
  stop(): Promise<void>;
  /** Adds a listener told of each refund the gateway took (the receipt mail). */
  onSucceeded(listener: (refund: RefundRow) => Promise<void>): void;
}

/**
 * Tries every refund of the tenant that is due, in the background of the server process, until each is taken by
 * its gateway: a failed try waits (doubling) and is tried again, at most `attemptsPerRun` times per run; on start
 * every refund not yet taken is due again, so a refund is never dropped, only waits for the next start.
 */
export function startRefundRetries(
  db: Db,
  tenantId: number,
  gatewayFor: (name: string) => PaymentGateway | null,
  options: RefundRetryOptions = {},
): RefundRetries {
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const attemptsPerRun = options.attemptsPerRun ?? REFUND_ATTEMPTS_PER_RUN;
  const triesThisRun = new Map<number, number>();
  const succeeded: ((refund: RefundRow) => Promise<void>)[] = [];
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const runOnce = async () => {
    const due = await db
      .select({ id: refunds.id, gateway: refunds.gateway })
      .from(refunds)
      .where(
        and(
          eq(refunds.tenantId, tenantId),
          ne(refunds.status, 'succeeded'),
          isNotNull(refunds.nextAttemptAt),
          lte(refunds.nextAttemptAt, new Date()),
        ),
      )
      .orderBy(refunds.id)
      .limit(50);
    for (const { id, gateway } of due) {
      if (stopped) return;
      // Left for a server that serves this gateway (instances of one tenant share their configuration).
      if (!gatewayFor(gateway)) continue;
      const tries = (triesThisRun.get(id) ?? 0) + 1;
      const retryAfterMs = tries >= attemptsPerRun ? null : refundRetryDelayMs(tries, baseDelayMs);
      const row = await attemptRefund(db, id, gatewayFor, retryAfterMs);
      if (!row) continue;
      triesThisRun.set(id, tries);
      if (row.status !== 'succeeded') options.onFailed?.(row, retryAfterMs === null);
      else {
        for (const listener of succeeded) await listener(row).catch((error: unknown) => options.onError?.(error));
      }
    }
  };

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };

  // Retry on start: every refund not yet taken is due again, whatever the last run did.
  const started = db
    .update(refunds)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(refunds.tenantId, tenantId), ne(refunds.status, 'succeeded')))
    .then(() => run())
    .catch((error: unknown) => options.onError?.(error));
  const timer = setInterval(() => void run(), options.pollMs ?? 30_000);
  timer.unref();

  return {
    kick: async () => {
      await started;
      await run();
    },
    onSucceeded: (listener) => {
      succeeded.push(listener);
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await started;
      await running;
    },
  };
}

/** The refund of each booking (status, amount, when), for the booking views and the receipt. */
export async function refundsByBooking(db: Db, bookingIds: number[]): Promise<Map<number, RefundFacts>> {
  const found = new Map<number, RefundFacts>();
  if (bookingIds.length === 0) return found;
  // A change's refund is shown in the booking's change trail, not as the booking's refund.
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.bookingId, bookingIds), isNull(refunds.changeId)));
  for (const row of rows) {
    found.set(row.bookingId, {
      status: row.status as RefundStatus,
      amount: row.amount,
      currencyCode: row.currencyCode,
      refundedAt: row.succeededAt,
    });
  }
  return found;
}
