import { CANCELLED_BOOKING_PAYMENT_MESSAGE } from '@cabkit/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { bookings } from '../src/db/schema';
import { payments } from '../src/db/schema-live';
import {
  confirmSandboxPayment,
  findPayableBooking,
  type PayContext,
  payBooking,
  syncBookingPayment,
} from '../src/services/payments/pay-booking';
import { tokenizeSandboxCard } from '../src/services/payments/sandbox';
import { getTestDb, resetTestDb } from './db';
import { failingWrite } from './helpers/failing-db';
import { insertDueBooking } from './helpers/fixtures';

// The pay use case called directly, without HTTP: its refusals, a charge, and its roll-back.

beforeEach(async () => {
  await resetTestDb(['refunds', 'payments', 'card_tokens']);
});

/** A sandbox-mode context (no gateway keys) that counts the refund kicks it is asked for. */
async function sandboxContext(env: PayContext['env'] = {}) {
  const { tenant } = await getTestDb();
  const seen = { refundsKicked: 0 };
  const context: PayContext = {
    tenantId: tenant.id,
    env,
    refundQueued: () => {
      seen.refundsKicked += 1;
    },
    onVoidFailed: () => undefined,
  };
  return { context, seen };
}

/** An upcoming card booking of £25, as the pay use case reads it. */
async function cardBooking(status = 'Upcoming') {
  const { handle, tenant } = await getTestDb();
  const { booking } = await insertDueBooking({ paymentType: 'card', totalFare: 25, status });
  const found = await findPayableBooking(handle.db, tenant.id, { bookingId: booking.id });
  if (!found) throw new Error('the booking was not found');
  return found;
}

async function sandboxNonce() {
  const { handle, tenant } = await getTestDb();
  const token = await tokenizeSandboxCard(handle.db, tenant.id, {
    number: '4242424242424242',
    cvv: '123',
    cardholderName: 'Pat Payer',
    expiryMonth: 12,
    expiryYear: 2035,
    postalCode: 'E15 1AZ',
  });
  if (!token.ok) throw new Error(token.message);
  return token.nonce;
}

async function storedPayment(bookingId: number) {
  const { handle } = await getTestDb();
  const [payment] = await handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { payment, isPaid: booking?.isPaid };
}

const card = { method: 'card', sandbox: false, nonce: '', noCardAnswer: true };

/** A sandbox card booking whose payment is made ready (no card yet), with the database and context it was made in. */
async function readyCardPayment() {
  const { handle } = await getTestDb();
  const { context } = await sandboxContext();
  const booking = await cardBooking();
  const ready = await payBooking(handle.db, context, booking, card);
  return { handle, context, booking, ready };
}

describe('payBooking (service)', () => {
  it('refuses a cancelled booking and starts no payment', async () => {
    const { handle } = await getTestDb();
    const booking = await cardBooking('Cancelled');
    const outcome = await payBooking(handle.db, (await sandboxContext()).context, booking, card);
    expect(outcome).toEqual({ kind: 'refused', message: CANCELLED_BOOKING_PAYMENT_MESSAGE });
    expect((await storedPayment(booking.id)).payment).toBeUndefined();
  });

  it('answers that a cash booking needs no card', async () => {
    const { handle, tenant } = await getTestDb();
    const { booking } = await insertDueBooking({ paymentType: 'cash', status: 'Upcoming' });
    const found = await findPayableBooking(handle.db, tenant.id, { bookingId: booking.id });
    const outcome = await payBooking(handle.db, (await sandboxContext()).context, found!, card);
    expect(outcome).toEqual({ kind: 'no-card' });
  });

  it('refuses PayPal on a server without PayPal keys', async () => {
    const { handle } = await getTestDb();
    const booking = await cardBooking();
    const outcome = await payBooking(handle.db, (await sandboxContext()).context, booking, {
      ...card,
      method: 'paypal',
    });
    expect(outcome).toEqual({ kind: 'refused', message: 'Payment by PayPal is not available.' });
  });

  it('makes the payment ready without a nonce, then charges it with one', async () => {
    const { handle, context, booking, ready } = await readyCardPayment();
    expect(ready).toMatchObject({ kind: 'paid', result: null, payment: { status: 'pending', amount: 25 } });
    const charged = await payBooking(handle.db, context, booking, { ...card, nonce: await sandboxNonce() });
    expect(charged).toMatchObject({ kind: 'paid', result: { status: 'succeeded' }, payment: { status: 'succeeded' } });
    expect((await storedPayment(booking.id)).isPaid).toBe(true);
  });

  it('leaves the booking unpaid when recording the charge fails half-way', async () => {
    const { handle, context, booking } = await readyCardPayment();
    const broken = failingWrite(handle.db as Db, 'update', bookings);
    await expect(payBooking(broken, context, booking, { ...card, nonce: await sandboxNonce() })).rejects.toThrow(
      'update refused',
    );
    const stored = await storedPayment(booking.id);
    expect(stored.isPaid).toBe(false);
    expect(stored.payment?.status).not.toBe('succeeded');
  });
});

describe('confirmSandboxPayment and syncBookingPayment (services)', () => {
  it('names a client secret it does not know', async () => {
    const { handle } = await getTestDb();
    const outcome = await confirmSandboxPayment(handle.db, (await sandboxContext()).context, {
      clientSecret: 'nothing',
      nonce: '',
    });
    expect(outcome).toEqual({ kind: 'unknown-secret' });
  });

  it('refuses to confirm the payment of a booking cancelled since it was made ready', async () => {
    const { handle, context, booking, ready } = await readyCardPayment();
    if (ready.kind !== 'paid') throw new Error('the payment was not made ready');
    await handle.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, booking.id));
    const outcome = await confirmSandboxPayment(handle.db, context, {
      clientSecret: ready.payment.clientSecret,
      nonce: await sandboxNonce(),
    });
    expect(outcome).toMatchObject({ kind: 'refused', message: CANCELLED_BOOKING_PAYMENT_MESSAGE });
    expect((await storedPayment(booking.id)).isPaid).toBe(false);
  });

  it('refuses a transaction id that is not the booking’s own payment', async () => {
    const { handle, context, booking } = await readyCardPayment();
    expect(await syncBookingPayment(handle.db, context, booking, 'pi_someone_else')).toEqual({
      kind: 'unknown-transaction',
    });
  });
});
