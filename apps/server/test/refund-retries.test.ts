import { REFUND_ATTEMPTS_PER_RUN } from '@cabkit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, refunds } from '../src/db/schema-live';
import { StripeGateway } from '../src/services/payments/stripe';
import { type RefundRetries, startRefundRetries } from '../src/services/payments/refund';
import { addBooking } from './accounts-helpers';
import { getTestDb, resetTestDb } from './db';
import { startFakeGateways } from './payments-fakes';

// The background refund retries on their own (no app): bounded tries per run, backoff, and a fresh round on the
// next start, against the Stripe fake failing the first refund calls.

let fake: Awaited<ReturnType<typeof startFakeGateways>>;
let gateway: StripeGateway;
const running: RefundRetries[] = [];

beforeAll(async () => {
  fake = await startFakeGateways();
  gateway = new StripeGateway({ secretKey: 'sk_test_123', apiBase: fake.base });
});

beforeEach(async () => {
  fake.failNextRefunds(0);
  await resetTestDb(['refunds', 'payments']);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((retries) => retries.stop()));
});

afterAll(async () => {
  await fake.close();
});

/** A cancelled booking paid through the Stripe fake, with its refund queued as a cancel leaves it. */
async function queuedStripeRefund() {
  const { handle, tenant } = await getTestDb();
  const booking = await addBooking({ status: 'Cancelled', totalFare: 54.69 });
  const intent = await gateway.createIntent({
    amount: 54.69,
    currencyCode: 'GBP',
    idempotencyKey: `booking-${booking.reference}`,
    description: 'test',
  });
  Object.assign(fake.stripeIntents.get(intent.intentId)!, { status: 'succeeded', latest_charge: 'ch_1' });
  const [payment] = await handle.db
    .insert(payments)
    .values({
      tenantId: tenant.id,
      requestId: booking.reference,
      bookingId: booking.id,
      gateway: 'stripe',
      intentId: intent.intentId,
      clientSecret: intent.clientSecret,
      amount: 54.69,
      currencyCode: 'GBP',
      status: 'succeeded',
      authCode: 'ch_1',
      charges: 1,
    })
    .returning();
  const [refund] = await handle.db
    .insert(refunds)
    .values({
      tenantId: tenant.id,
      bookingId: booking.id,
      paymentId: payment!.id,
      gateway: 'stripe',
      amount: 54.69,
      currencyCode: 'GBP',
    })
    .returning();
  return { refundId: refund!.id, paymentId: payment!.id };
}

async function refundRow(id: number) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(refunds).where(eq(refunds.id, id));
  return row!;
}

function start(options: Parameters<typeof startRefundRetries>[3] = {}) {
  return getTestDb().then(({ handle, tenant }) => {
    const retries = startRefundRetries(handle.db, tenant.id, (name) => (name === 'stripe' ? gateway : null), {
      pollMs: 10,
      baseDelayMs: 5,
      ...options,
    });
    running.push(retries);
    return retries;
  });
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('refund retries', () => {
  it('gives up for this run after the bounded tries, keeping the refund failed with its error', async () => {
    const { refundId, paymentId } = await queuedStripeRefund();
    fake.failNextRefunds(100);
    const givenUp: number[] = [];
    const retries = await start({
      onFailed: (refund, gaveUp) => {
        if (gaveUp) givenUp.push(refund.id);
      },
    });
    await until(async () => givenUp.length > 0);
    await retries.stop();
    const row = await refundRow(refundId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: REFUND_ATTEMPTS_PER_RUN,
      nextAttemptAt: null,
      lastError: 'An error occurred with our connection to Stripe.',
    });
    const { handle } = await getTestDb();
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('succeeded');
  });

  it('tries a refund again on the next start, and records it once the gateway takes it', async () => {
    const { refundId, paymentId } = await queuedStripeRefund();
    fake.failNextRefunds(2);
    const first = await start({ attemptsPerRun: 2 });
    await until(async () => (await refundRow(refundId)).nextAttemptAt === null);
    await first.stop();
    expect(await refundRow(refundId)).toMatchObject({ status: 'failed', attempts: 2 });
    await start();
    await until(async () => (await refundRow(refundId)).status === 'succeeded');
    const row = await refundRow(refundId);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, lastError: '', nextAttemptAt: null });
    expect(row.succeededAt).toBeInstanceOf(Date);
    const { handle } = await getTestDb();
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('refunded');
  });

  it('waits longer after each failure', async () => {
    const { refundId } = await queuedStripeRefund();
    fake.failNextRefunds(3);
    const tries: number[] = [];
    await start({
      baseDelayMs: 60,
      onFailed: () => {
        tries.push(Date.now());
      },
    });
    await until(async () => (await refundRow(refundId)).status === 'succeeded');
    expect(tries).toHaveLength(3);
    const gaps = [tries[1]! - tries[0]!, tries[2]! - tries[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(55);
    expect(gaps[1]).toBeGreaterThanOrEqual(115);
  });
});
