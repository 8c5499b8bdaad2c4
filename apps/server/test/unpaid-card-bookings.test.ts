import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { driverAssignments, drivers, payments } from '../src/db/schema-live';
import { expireUnpaidBookings } from '../src/services/bookings/expire-unpaid';
import { seedDrivers } from '../src/services/drivers/drivers';
import { gatewayNamed } from '../src/services/payments/payment-service';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { buildBookingTestApp, firstVehicleTypeId } from './app';
import { getTestDb, resetTestDb } from './db';
import { cardBilling, quotedBookingBody } from './helpers/booking-bodies';
import { testCardNonce } from './helpers/cards';

// A card booking whose card was declined must not be dispatched, and must not stay live if never paid
// (docs/behaviour/payment.md#awaiting-payment).

let app: FastifyInstance;
let vehicleTypeId: number;

async function tokenize(number: string): Promise<string> {
  return testCardNonce(app, number);
}

/** Books ASAP by card and pays with `card` in the same call, as the wizard does. */
async function bookAsapByCard(card: string) {
  const booking = await quotedBookingBody(
    app,
    { vehtypeid: vehicleTypeId },
    { paymentmethod: 'card', lastname: 'Payer' },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/paymentbooking',
    payload: { booking, payment: { ...cardBilling, nonce: await tokenize(card) }, sandbox: true },
  });
  return response.json();
}

/** Ticks a simulator a few times and tells whether the job part got a driver. */
async function dispatched(jobPartId: number): Promise<boolean> {
  const { handle, tenant } = await getTestDb();
  const bus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
  const simulator = new DriverSimulator(handle.db, tenant.id, bus, { speed: 1 });
  for (let i = 0; i < 5; i++) await simulator.tick();
  const rows = await handle.db.select().from(driverAssignments).where(eq(driverAssignments.jobPartId, jobPartId));
  return rows.length > 0;
}

const effects = async () => {
  const { handle, tenant } = await getTestDb();
  return {
    gatewayFor: (name: string) => gatewayNamed(name, handle.db, tenant.id, {}),
    refundQueued: () => {},
    onVoidFailed: () => {},
  };
};

beforeAll(async () => {
  app = await buildBookingTestApp();
  vehicleTypeId = await firstVehicleTypeId(app);
});

beforeEach(async () => {
  await resetTestDb(['payments', 'card_tokens', 'driver_footprints', 'driver_assignments']);
  const { handle, tenant } = await getTestDb();
  await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
  await handle.db.update(drivers).set({ available: true });
  // Earlier files' due bookings must not take every driver.
  await handle.db.update(jobParts).set({ status: 'Finished' });
});

afterAll(async () => {
  await app.close();
});

describe('a card booking awaiting payment', () => {
  it('declined: answers the card failure, stays unpaid and gets no driver', async () => {
    const declined = await bookAsapByCard('4000000000000002');
    expect(declined).toMatchObject({ Code: 2, Message: 'Your card was declined.', PaymentResult: { Code: 0 } });
    const info = (
      await app.inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: declined.TrackingCode } })
    ).json();
    expect(info.Booking ?? info).toMatchObject({ IsPaid: false });
    expect(await dispatched(declined.JobPartId)).toBe(false);
    const { handle } = await getTestDb();
    const [part] = await handle.db.select().from(jobParts).where(eq(jobParts.id, declined.JobPartId));
    expect(part?.status).toBe('Upcoming');
  });

  it('is dispatched once a retry pays it', async () => {
    const declined = await bookAsapByCard('4000000000000002');
    expect(await dispatched(declined.JobPartId)).toBe(false);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/confirmpayment',
      payload: { clientsecret: declined.ClientSecret, nonce: await tokenize('4242424242424242') },
    });
    expect(paid.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
    expect(await dispatched(declined.JobPartId)).toBe(true);
  });

  it('never paid: is cancelled after the quote timeout, its payment voided, nothing charged', async () => {
    const { handle, tenant } = await getTestDb();
    const declined = await bookAsapByCard('4000000000000002');
    const paidOne = await bookAsapByCard('4242424242424242');
    const timeout = tenant.configuration.QuoteTimeout;
    const soon = new Date(Date.now() + (timeout - 1) * 60_000);
    expect(await expireUnpaidBookings(handle.db, tenant.id, soon, timeout, await effects())).not.toContain(
      declined.Bref,
    );
    const later = new Date(Date.now() + (timeout + 1) * 60_000);
    const expired = await expireUnpaidBookings(handle.db, tenant.id, later, timeout, await effects());
    expect(expired).toContain(declined.Bref);
    expect(expired).not.toContain(paidOne.Bref);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, declined.Bref));
    expect(row).toMatchObject({ status: 'Cancelled', isPaid: false });
    const [payment] = await handle.db.select().from(payments).where(eq(payments.bookingId, row!.id));
    expect(payment).toMatchObject({ status: 'voided', charges: 0 });
    const [paidRow] = await handle.db.select().from(bookings).where(eq(bookings.reference, paidOne.Bref));
    expect(paidRow?.status).not.toMatch(/cancel/i);
    expect(await dispatched(declined.JobPartId)).toBe(false);
  });
});
