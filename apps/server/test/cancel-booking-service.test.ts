import { bookingCancelledMessage, DEFAULT_BOOKING_TERMS } from '@cabkit/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { bookings, jobParts } from '../src/db/schema';
import { payments, refunds } from '../src/db/schema-live';
import { type CancelBookingEffects, cancelBooking } from '../src/services/bookings/cancel-booking';
import type { PaymentGateway } from '../src/services/payments/gateway';
import { getTestDb, resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';
import { failingWrite } from './helpers/failing-db';

// The cancel use case called directly, without HTTP: its refusals, its success message and its roll-back.

beforeEach(async () => {
  await resetTestDb(['refunds', 'payments']);
});

/** Effects that record what the cancel asked for; no gateway unless one is given. */
function recordingEffects(gateway: PaymentGateway | null = null) {
  const seen = { refundsKicked: 0, voidFailures: [] as string[] };
  const effects: CancelBookingEffects = {
    gatewayFor: () => gateway,
    refundQueued: () => {
      seen.refundsKicked += 1;
    },
    onVoidFailed: (_intent, message) => {
      seen.voidFailures.push(message);
    },
  };
  return { seen, effects };
}

/** An upcoming booking with its outward leg, as the route finds it (owned, whole booking). */
async function upcoming(values: Parameters<typeof insertDueBooking>[0] = {}) {
  const { booking, part } = await insertDueBooking(
    { status: 'Upcoming', ...values },
    { status: 'Upcoming', pickupTime: new Date(Date.now() + 24 * 60 * 60 * 1000) },
  );
  return {
    booking,
    parts: [part],
    matchedPart: undefined,
    canCancelBooking: true,
    phone: '020 7946 0000',
    terms: DEFAULT_BOOKING_TERMS,
  };
}

async function statuses(bookingId: number) {
  const { handle } = await getTestDb();
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const parts = await handle.db
    .select({ status: jobParts.status })
    .from(jobParts)
    .where(eq(jobParts.bookingId, bookingId))
    .orderBy(asc(jobParts.id));
  return { booking: booking?.status, parts: parts.map((p) => p.status) };
}

async function paidPayment(bookingId: number, amount: number) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .insert(payments)
    .values({
      tenantId: tenant.id,
      requestId: `req-${bookingId}`,
      bookingId,
      gateway: 'sandbox',
      intentId: `pi_${bookingId}`,
      clientSecret: `pi_${bookingId}_secret`,
      amount,
      currencyCode: 'GBP',
      status: 'succeeded',
      authCode: 'AUTH1',
    })
    .returning();
  return row!;
}

describe('cancelBooking (service)', () => {
  it('cancels the booking and its legs, answering with the domain message', async () => {
    const { handle } = await getTestDb();
    const input = await upcoming();
    const { effects, seen } = recordingEffects();
    const result = await cancelBooking(handle.db, input, effects);
    expect(result).toEqual({ Code: 1, Message: bookingCancelledMessage(input.booking.reference) });
    expect(await statuses(input.booking.id)).toEqual({ booking: 'Cancelled', parts: ['Cancelled'] });
    expect(seen.refundsKicked).toBe(0);
  });

  it('refuses when the tenant does not let bookings be cancelled online, naming its phone', async () => {
    const { handle } = await getTestDb();
    const input = { ...(await upcoming()), canCancelBooking: false };
    const result = await cancelBooking(handle.db, input, recordingEffects().effects);
    expect(result).toEqual({
      Code: 2,
      Message: 'Bookings cannot be cancelled online. Please call us on 020 7946 0000.',
    });
    expect((await statuses(input.booking.id)).booking).toBe('Upcoming');
  });

  it('refuses a booking already cancelled (read again under its lock)', async () => {
    const { handle } = await getTestDb();
    const input = await upcoming();
    await cancelBooking(handle.db, input, recordingEffects().effects);
    const again = await cancelBooking(handle.db, input, recordingEffects().effects);
    expect(again).toEqual({ Code: 2, Message: 'This booking can no longer be cancelled.' });
  });

  it('queues the refund of a paid booking and asks the retries to run', async () => {
    const { handle } = await getTestDb();
    const input = await upcoming({ paymentType: 'card', isPaid: true, totalFare: 30 });
    await paidPayment(input.booking.id, 30);
    const { effects, seen } = recordingEffects();
    expect((await cancelBooking(handle.db, input, effects)).Code).toBe(1);
    const queued = await handle.db.select().from(refunds).where(eq(refunds.bookingId, input.booking.id));
    expect(queued.map((r) => r.amount)).toEqual([30]);
    expect(seen.refundsKicked).toBe(1);
  });

  it('rolls the whole cancel back when queueing the refund fails', async () => {
    const { handle } = await getTestDb();
    const input = await upcoming({ paymentType: 'card', isPaid: true, totalFare: 30 });
    await paidPayment(input.booking.id, 30);
    const { effects, seen } = recordingEffects();
    await expect(cancelBooking(failingWrite(handle.db as Db, 'insert', refunds), input, effects)).rejects.toThrow(
      'insert refused',
    );
    expect(await statuses(input.booking.id)).toEqual({ booking: 'Upcoming', parts: ['Upcoming'] });
    expect(seen.refundsKicked).toBe(0);
  });
});
