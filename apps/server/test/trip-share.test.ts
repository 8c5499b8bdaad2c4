import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { drivers, tripShares } from '../src/db/schema-live';
import { InProcessBus } from '../src/hub/bus';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';
import { connectHub, listenLiveApp, testSession } from './helpers/live';

let live: Awaited<ReturnType<typeof listenLiveApp>>;
const bus = new InProcessBus();

const insertBooking = (customerId: number) =>
  insertDueBooking({
    customerId,
    // Paid: an unpaid card booking is never dispatched (awaitsPayment), and these trips need a driver.
    paymentType: 'card',
    isPaid: true,
    fare: 41.37,
    contactFirstName: 'Private',
    contactLastName: 'Passenger',
    contactPhone: '7700911122',
    contactEmail: 'private.passenger@example.com',
  });

const share = (jobpartid: number, authorization?: string) =>
  live.app.inject({
    method: 'POST',
    url: '/api/sharetrip',
    headers: authorization ? { authorization } : {},
    payload: { jobpartid },
  });

beforeAll(async () => {
  await resetTestDb(['driver_footprints', 'driver_assignments']);
  const { handle } = await getTestDb();
  await handle.db.update(drivers).set({ available: true });
  live = await listenLiveApp(bus, { strict: true, resolveSession: testSession });
});

afterAll(async () => {
  await live.app.close();
});

describe('share a trip', () => {
  it("lets only the booking's owner create a link, a random token stored only as a hash", async () => {
    const { part } = await insertBooking(301);
    expect((await share(part.id)).statusCode).toBe(401);
    const stranger = await share(part.id, 'Test c302');
    expect(stranger.statusCode).toBe(404);
    expect((await share(999_999, 'Test c302')).json()).toEqual(stranger.json());
    const owner = await share(part.id, 'Test c301');
    expect(owner.statusCode).toBe(200);
    const { Token, JobPartId } = owner.json() as { Token: string; JobPartId: number };
    expect(JobPartId).toBe(part.id);
    expect(Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await share(part.id, 'Test c301')).json().Token).not.toBe(Token);
    const { handle } = await getTestDb();
    const stored = await handle.db.select().from(tripShares).where(eq(tripShares.jobPartId, part.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.tokenHash)).not.toContain(Token);
  });

  it('opens a link to a trip that has not started yet, as the contract says: until the trip is over', async () => {
    const { part } = await insertBooking(321);
    const token = (await share(part.id, 'Test c321')).json().Token as string;
    const seen = await live.app.inject({ method: 'GET', url: `/api/trackvehicle?share=${token}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ JobPartId: part.id, Status: 'Upcoming' });
  });

  it('shows a stranger that trip only, with no contact, phone, price or payment data', async () => {
    const { handle, tenant } = await getTestDb();
    const { part, booking } = await insertBooking(311);
    const other = await insertBooking(311);
    const token = (await share(part.id, 'Test c311')).json().Token as string;
    const simulator = new DriverSimulator(handle.db, tenant.id, bus, { speed: 5 });
    // Other due bookings in this database may take the first drivers: tick until this one has a driver.
    for (let i = 0; i < 100; i++) {
      await simulator.tick();
      const [row] = await handle.db.select({ status: jobParts.status }).from(jobParts).where(eq(jobParts.id, part.id));
      if (row?.status !== 'Upcoming') break;
    }

    const seen = await live.app.inject({ method: 'GET', url: `/api/trackvehicle?share=${token}` });
    expect(seen.statusCode).toBe(200);
    const body = seen.json();
    expect(body).toMatchObject({ JobPartId: part.id, PickUp: 'Stratford Station', DropOff: 'Whitechapel' });
    expect(body.Driver).toMatchObject({ Mobile: '', Licence: '', Photo: `/api/driverphoto?share=${token}` });
    expect(body.Driver.RegNo).not.toBe('');
    for (const secret of ['7700911122', 'private.passenger', 'Private', '41.37', 'card', booking.trackingCode]) {
      expect(seen.body).not.toContain(secret);
    }
    // The token names its own leg whatever else is asked for.
    const asked = await live.app.inject({
      method: 'GET',
      url: `/api/trackvehicle?share=${token}&jobpartid=${other.part.id}`,
    });
    expect(asked.json().JobPartId).toBe(part.id);
    expect((await live.app.inject({ method: 'GET', url: `/api/driverphoto?share=${token}` })).statusCode).toBe(200);
    expect((await live.app.inject({ method: 'GET', url: `/api/driverFootprint?share=${token}` })).json()).toMatchObject(
      {
        JobPartId: part.id,
      },
    );
    const guessed = await live.app.inject({
      method: 'GET',
      url: `/api/trackvehicle?share=${randomBytes(32).toString('base64url')}`,
    });
    expect(guessed.statusCode).toBe(404);

    // The live feed follows that leg only.
    const { received, stop } = await connectHub(live.base, `userName=ip_fp_${part.id}&share=${token}`);
    const moves = () => received.filter((u) => u.kind === 'locationUpdate').length;
    try {
      const end = Date.now() + 4000;
      for (let i = 0; i < 4; i++) await simulator.tick();
      while (moves() < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(moves()).toBeGreaterThanOrEqual(2);
      expect([...new Set(received.map((u) => u.data.JobPartId))]).toEqual([part.id]);
    } finally {
      await stop();
    }
  });

  it('stops working when the trip ends, and an ended trip cannot be shared', async () => {
    const { handle } = await getTestDb();
    const finished = await insertBooking(321);
    const cancelled = await insertBooking(321);
    const tokens = await Promise.all(
      [finished, cancelled].map(async ({ part }) => (await share(part.id, 'Test c321')).json().Token as string),
    );
    for (const token of tokens) {
      expect((await live.app.inject({ method: 'GET', url: `/api/trackvehicle?share=${token}` })).statusCode).toBe(200);
    }
    await handle.db.update(jobParts).set({ status: 'Finished' }).where(eq(jobParts.id, finished.part.id));
    await handle.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, cancelled.booking.id));
    for (const token of tokens) {
      const ended = await live.app.inject({ method: 'GET', url: `/api/trackvehicle?share=${token}` });
      expect(ended.statusCode).toBe(410);
      expect(ended.json()).toMatchObject({ Message: 'This trip has ended.' });
      const negotiate = await live.app.inject({
        method: 'POST',
        url: `/hubs/notification/negotiate?negotiateVersion=1&userName=ip_fp_1&share=${token}`,
      });
      expect(negotiate.statusCode).toBe(401);
    }
    const again = await share(finished.part.id, 'Test c321');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ Code: 2, Message: 'This trip has ended and can no longer be shared.' });
  });
});
