import { type BookingTerms, cancelCost } from '@cabkit/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { payments, refunds } from '../src/db/schema-live';
import { cancelBooking, viewCancelCost } from '../src/services/bookings/cancel-booking';
import { toBookingView } from '../src/services/bookings/booking-view';
import { getTestDb, resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';

// The cancel fee of the tenant's terms: what the cancel dialog says (the booking's view) is what the cancel keeps,
// off the refund of a paid booking, owed on a cash one, and never refunded twice when cancels race.

beforeEach(async () => {
  await resetTestDb(['refunds', 'payments']);
});

const terms: BookingTerms = {
  FreeCancellationHours: 24,
  CancellationFeeKind: 'fixed',
  CancellationFee: 10,
  FreeWaitingMinutes: 15,
  AirportFreeWaitingMinutes: 45,
  WaitingChargePerMinute: 0.5,
};
const HOUR = 3_600_000;
const effects = { gatewayFor: () => null, refundQueued: () => {}, onVoidFailed: () => {} };

/** An upcoming booking of £54.69 picked up `hours` from now, paid by card (with its payment) or in cash. */
async function booking(hours: number, paidBy: 'card' | 'cash') {
  const { handle, tenant } = await getTestDb();
  const { booking, part } = await insertDueBooking(
    { status: 'Upcoming', paymentType: paidBy, isPaid: paidBy === 'card', fare: 54.69, totalFare: 54.69 },
    { status: 'Upcoming', pickupTime: new Date(Date.now() + hours * HOUR) },
  );
  if (paidBy === 'card') {
    await handle.db.insert(payments).values({
      tenantId: tenant.id,
      requestId: `req-${booking.id}`,
      bookingId: booking.id,
      gateway: 'sandbox',
      intentId: `pi_${booking.id}`,
      clientSecret: `pi_${booking.id}_secret`,
      amount: 54.69,
      currencyCode: 'GBP',
      status: 'succeeded',
      authCode: 'AUTH1',
    });
  }
  const input = { booking, parts: [part], matchedPart: undefined, canCancelBooking: true, phone: '', terms };
  return { handle, input };
}

async function outcome(bookingId: number) {
  const { handle } = await getTestDb();
  const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const queued = await handle.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return { status: row?.status, fee: row?.cancellationFee, refunds: queued.map((r) => r.amount) };
}

describe('the cancel fee', () => {
  it('refunds a paid booking in full inside the free window', async () => {
    const { handle, input } = await booking(48, 'card');
    expect(viewCancelCost(input.booking, input.parts, terms, new Date())?.Text).toBe(
      'Cancelling now is free; £54.69 will be refunded to your card.',
    );
    expect((await cancelBooking(handle.db, input, effects)).Code).toBe(1);
    expect(await outcome(input.booking.id)).toEqual({ status: 'Cancelled', fee: 0, refunds: [54.69] });
  });

  it('keeps the fee off the refund of a paid booking outside the free window, as the view said', async () => {
    const { handle, input } = await booking(3, 'card');
    const said = viewCancelCost(input.booking, input.parts, terms, new Date());
    expect(said).toEqual({
      Fee: 10,
      Refund: 44.69,
      Text: 'Cancelling now costs £10.00 of your £54.69 fare; £44.69 will be refunded to your card.',
    });
    expect((await cancelBooking(handle.db, input, effects)).Code).toBe(1);
    expect(await outcome(input.booking.id)).toEqual({ status: 'Cancelled', fee: 10, refunds: [44.69] });
  });

  it('records the fee a cash booking owes outside the free window, and none inside it', async () => {
    const late = await booking(3, 'cash');
    expect(viewCancelCost(late.input.booking, late.input.parts, terms, new Date())?.Text).toBe(
      'Cancelling now costs £10.00 of your £54.69 fare; we will ask you to pay it.',
    );
    await cancelBooking(late.handle.db, late.input, effects);
    expect(await outcome(late.input.booking.id)).toEqual({ status: 'Cancelled', fee: 10, refunds: [] });
    const [row] = await late.handle.db.select().from(bookings).where(eq(bookings.id, late.input.booking.id));
    expect(toBookingView(row!, late.input.parts).CancellationFee).toBe(10);

    const early = await booking(30, 'cash');
    await cancelBooking(early.handle.db, early.input, effects);
    expect(await outcome(early.input.booking.id)).toEqual({ status: 'Cancelled', fee: 0, refunds: [] });
  });

  it('charges the fee once and refunds once when the same cancel is sent five times at once', async () => {
    const { handle, input } = await booking(3, 'card');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancelBooking(handle.db, input, effects)));
    expect(answers.filter((a) => a.Code === 1)).toHaveLength(1);
    expect(await outcome(input.booking.id)).toEqual({ status: 'Cancelled', fee: 10, refunds: [44.69] });
  });

  it('takes a percentage fee capped at the fare, refunding nothing when it is the whole fare', async () => {
    const { handle, input } = await booking(3, 'card');
    const whole = { ...terms, CancellationFeeKind: 'percent' as const, CancellationFee: 120 };
    expect(
      cancelCost(whole, { fare: 54.69, paid: 54.69, currencyCode: 'GBP', pickupTime: new Date(), now: new Date() }).Fee,
    ).toBe(54.69);
    await cancelBooking(handle.db, { ...input, terms: whole }, effects);
    expect(await outcome(input.booking.id)).toEqual({ status: 'Cancelled', fee: 54.69, refunds: [] });
  });
});
