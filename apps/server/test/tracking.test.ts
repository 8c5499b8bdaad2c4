import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { driverAssignments, driverFootprints, drivers } from '../src/db/schema-live';
import { InProcessBus } from '../src/hub/bus';
import { distanceMetres } from '../src/services/drivers/geo';
import { DriverSimulator, simulatorSpeedFromEnv } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';
import { connectHub, listenLiveApp, testSession, until } from './helpers/live';

const liveTables = ['driver_footprints', 'driver_assignments'];

let app: FastifyInstance;
let base: string;
let bus: InProcessBus;
let simulator: DriverSimulator;
const clients: (() => Promise<void>)[] = [];

const pickup = { Latitude: 51.5403, Longitude: -0.0089 };
const dropoff = { Latitude: 51.5155, Longitude: -0.0722 };

const insertBooking = (owner: { customerId?: number; bookerId?: number }) =>
  insertDueBooking(
    { customerId: owner.customerId ?? null, bookerId: owner.bookerId ?? null, fare: 24.5 },
    { routeDistance: 5.2, routePath: [pickup, { Latitude: 51.53, Longitude: -0.04 }, dropoff] },
  );

async function connect(query: string, authorization?: string) {
  const { received, stop } = await connectHub(base, query, { authorization });
  clients.push(stop);
  return received;
}

async function runToFinish(jobPartId: number) {
  const { handle } = await getTestDb();
  for (let i = 0; i < 60; i++) {
    await simulator.tick();
    const [row] = await handle.db.select({ status: jobParts.status }).from(jobParts).where(eq(jobParts.id, jobPartId));
    if (row?.status === 'Finished') return;
  }
  throw new Error('the simulator never finished the job');
}

beforeAll(async () => {
  const { handle, tenant } = await getTestDb();
  bus = new InProcessBus();
  ({ app, base } = await listenLiveApp(bus, { strict: true, resolveSession: testSession }));
  simulator = new DriverSimulator(handle.db, tenant.id, bus, { speed: 400, tickMs: 1000 });
});

beforeEach(async () => {
  await resetTestDb(liveTables);
  const { handle } = await getTestDb();
  await handle.db.update(drivers).set({ available: true });
});

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((stop) => stop()));
});

afterAll(async () => {
  await simulator.stop();
  await app.close();
});

describe('simulator and live hub', () => {
  it("pushes a booking's status and location updates to its owner only, over the real SignalR client", async () => {
    const mine = await insertBooking({ customerId: 42 });
    const theirs = await insertBooking({ customerId: 43 });
    const ownerFeed = await connect('userName=127.0.0.1_fp_42', 'Test c42');
    const otherFeed = await connect('userName=127.0.0.1_fp_43', 'Test c43');

    await runToFinish(mine.part.id);
    await runToFinish(theirs.part.id);
    await until(() => ownerFeed.some((u) => u.data.Status === 'Finished'));

    const forOwner = ownerFeed.filter((u) => u.data.JobPartId === mine.part.id);
    expect(forOwner).toHaveLength(ownerFeed.length);
    const statuses = forOwner.filter((u) => u.kind === 'statusUpdate').map((u) => u.data.Status);
    expect(statuses).toEqual(['Driver assigned', 'Started', 'Arrived', 'POB', 'Finished']);
    const locations = forOwner.filter((u) => u.kind === 'locationUpdate');
    expect(locations.length).toBeGreaterThan(1);
    for (const l of locations) {
      expect(l.data).toMatchObject({
        SignalrType: 'locationUpdate',
        CurrentLat: expect.any(Number),
        CurrentLng: expect.any(Number),
      });
    }
    const last = locations.at(-1)!.data;
    expect(last.CurrentLat).toBeCloseTo(dropoff.Latitude, 6);
    expect(last.CurrentLng).toBeCloseTo(dropoff.Longitude, 6);

    await until(() => otherFeed.some((u) => u.data.Status === 'Finished'));
    expect(otherFeed.every((u) => u.data.JobPartId === theirs.part.id)).toBe(true);
  });

  it('lets a guest follow a booking with its tracking code, and a booker follow the bookings they made', async () => {
    const guestBooking = await insertBooking({});
    const bookerBooking = await insertBooking({ bookerId: 7 });
    const guestFeed = await connect(`userName=ip_fp_${guestBooking.part.id}&code=${guestBooking.booking.trackingCode}`);
    const bookerFeed = await connect('userName=ip_fp_7', 'Test b7');
    await simulator.tick();
    await until(() => guestFeed.length > 0 && bookerFeed.length > 0);
    expect(guestFeed.every((u) => u.data.JobPartId === guestBooking.part.id)).toBe(true);
    expect(bookerFeed.every((u) => u.data.JobPartId === bookerBooking.part.id)).toBe(true);
    await expect(connect('userName=ip_fp_1&code=not-a-code')).rejects.toThrow(/401/);
  });

  it('releases the driver when the booking is cancelled on the way', async () => {
    const { part, booking } = await insertBooking({ customerId: 42 });
    await simulator.tick();
    const { handle } = await getTestDb();
    const [assignment] = await handle.db
      .select()
      .from(driverAssignments)
      .where(eq(driverAssignments.jobPartId, part.id));
    expect(assignment?.status).toBe('Driver assigned');
    const busy = await handle.db.select().from(drivers).where(eq(drivers.id, assignment!.driverId));
    expect(busy[0]?.available).toBe(false);
    await handle.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, booking.id));
    await simulator.tick();
    const [after] = await handle.db.select().from(driverAssignments).where(eq(driverAssignments.jobPartId, part.id));
    expect(after?.status).toBe('Cancelled');
    const free = await handle.db.select().from(drivers).where(eq(drivers.id, assignment!.driverId));
    expect(free[0]?.available).toBe(true);
  });

  it('reads SIMULATOR_SPEED', () => {
    expect(simulatorSpeedFromEnv(undefined)).toBe(1);
    expect(simulatorSpeedFromEnv('60')).toBe(60);
    expect(simulatorSpeedFromEnv('off')).toBe(0);
    expect(() => simulatorSpeedFromEnv('fast')).toThrow(/SIMULATOR_SPEED/);
  });
});

describe('tracking endpoints', () => {
  it('answers trackvehicle for the owner and the code holder only', async () => {
    const { part, booking } = await insertBooking({ customerId: 42 });
    const before = await app.inject({
      url: `/api/trackvehicle?jobpartid=${part.id}`,
      headers: { authorization: 'Test c42' },
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ Code: 1, JobPartId: part.id, Driver: null, Status: 'Upcoming' });

    await simulator.tick();
    await simulator.tick();
    const owner = await app.inject({
      url: `/api/trackvehicle?jobpartid=${part.id}`,
      headers: { authorization: 'Test c42' },
    });
    expect(owner.json()).toMatchObject({
      Code: 1,
      Bref: booking.reference,
      Status: 'Started',
      Driver: { Name: expect.any(String), RegNo: expect.any(String), Photo: `/api/driverphoto?jobpartid=${part.id}` },
      Eta: expect.any(Number),
    });
    const byCode = await app.inject({ url: `/api/trackvehicle?jobpartid=0&code=${booking.trackingCode}` });
    expect(byCode.json()).toMatchObject({ Code: 1, JobPartId: part.id });
    const byId = await app.inject({
      url: `/api/trackvehicle?id=${booking.id}`,
      headers: { authorization: 'Test c42' },
    });
    expect(byId.json()).toMatchObject({ JobPartId: part.id });

    const other = await app.inject({
      url: `/api/trackvehicle?jobpartid=${part.id}`,
      headers: { authorization: 'Test c43' },
    });
    expect(other.statusCode).toBe(404);
    const guest = await app.inject({ url: `/api/trackvehicle?jobpartid=${part.id}` });
    expect(guest.statusCode).toBe(401);
    const wrongCode = await app.inject({ url: `/api/trackvehicle?jobpartid=${part.id}&code=abc` });
    expect(wrongCode.statusCode).toBe(401);
    const missing = await app.inject({
      url: '/api/trackvehicle?jobpartid=999999',
      headers: { authorization: 'Test c42' },
    });
    expect(missing.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const bad = await app.inject({ url: '/api/trackvehicle?jobpartid=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('jobpartid') });
  });

  it('answers when each step of the trip happened, as recorded then, not when it is read', async () => {
    const { part } = await insertBooking({ customerId: 42 });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    const read = async () =>
      (
        await app.inject({ url: `/api/trackvehicle?jobpartid=${part.id}`, headers: { authorization: 'Test c42' } })
      ).json();
    const windows: Record<string, [number, number]> = {};
    for (let i = 0; i < 60; i++) {
      await pause();
      const from = Date.now();
      await simulator.tick();
      const status = (await read()).Status as string;
      windows[status] ??= [from, Date.now()];
      if (status === 'Finished') break;
    }
    await pause();
    const answer = await read();
    expect(answer.BookedAt).toBe(part.createdAt.toISOString());
    expect(answer.StatusTimes.map((s: { Status: string }) => s.Status)).toEqual([
      'Upcoming',
      'Driver assigned',
      'Started',
      'Arrived',
      'POB',
      'Finished',
    ]);
    expect(Date.parse(answer.StatusTimes[0].Time)).toBe(part.createdAt.getTime());
    // Each time falls within the tick that made the change (a few ms of clock rounding either side).
    for (const { Status, Time } of answer.StatusTimes.slice(1) as { Status: string; Time: string }[]) {
      const [from, to] = windows[Status] ?? [0, 0];
      expect(Date.parse(Time)).toBeGreaterThanOrEqual(from - 5);
      expect(Date.parse(Time)).toBeLessThanOrEqual(to + 5);
    }
    // Read again later, the times stay as they were.
    await pause();
    expect((await read()).StatusTimes).toEqual(answer.StatusTimes);
  });

  it("serves the driver's photo and footprint to the owner", async () => {
    const { part } = await insertBooking({ customerId: 42 });
    const none = await app.inject({
      url: `/api/driverphoto?jobpartid=${part.id}`,
      headers: { authorization: 'Test c42' },
    });
    expect(none.statusCode).toBe(404);
    await runToFinish(part.id);
    const photo = await app.inject({
      url: `/api/driverphoto?jobpartid=${part.id}`,
      headers: { authorization: 'Test c42' },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(photo.body).toMatch(/^<svg[^>]*role="img"><title>[A-Z][a-z]+ [A-Z][a-z]+<\/title>/);
    expect((await app.inject({ url: `/api/driverphoto?jobpartid=${part.id}` })).statusCode).toBe(401);

    const footprint = await app.inject({
      url: `/api/driverFootprint?jobpartid=${part.id}`,
      headers: { authorization: 'Test c42' },
    });
    const body = footprint.json() as {
      Code: number;
      Footprints: { Latitude: number; Longitude: number; Time: string }[];
    };
    expect(body.Code).toBe(1);
    const { handle } = await getTestDb();
    const stored = await handle.db.select().from(driverFootprints).where(eq(driverFootprints.jobPartId, part.id));
    expect(body.Footprints).toHaveLength(stored.length);
    expect(body.Footprints.at(-1)).toMatchObject({ Latitude: dropoff.Latitude, Longitude: dropoff.Longitude });
    const other = await app.inject({
      url: `/api/driverFootprint?jobpartid=${part.id}`,
      headers: { authorization: 'Test c43' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('finds the nearest free driver', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nearestdriver',
      payload: { lat: 51.5403, lng: -0.0089, postcode: 'E15 1AZ' },
    });
    const body = response.json();
    expect(body).toMatchObject({
      Code: 1,
      DriverId: expect.any(Number),
      FirstName: expect.any(String),
      Distance: expect.any(Number),
    });
    expect(body.TravelTime).toBeGreaterThanOrEqual(1);
    const distances = body.Locations.map((l: { Latitude: number; Longitude: number }) =>
      distanceMetres({ Latitude: 51.5403, Longitude: -0.0089 }, l),
    );
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(body.Locations[0].DriverId).toBe(body.DriverId);
    const bad = await app.inject({ method: 'POST', url: '/api/nearestdriver', payload: { lat: 123, lng: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('lat') });
  });
});
