import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobParts } from '../src/db/schema';
import { driverAssignments, drivers } from '../src/db/schema-live';
import type { LiveUpdate } from '../src/hub/bus';
import { DEMO_DRIVERS, seedDrivers } from '../src/services/drivers/drivers';
import { distanceMetres, moveAlong } from '../src/services/drivers/geo';
import { DRIVING_METRES_PER_SECOND, DriverSimulator, simulatorTickFromEnv } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';

const pickup = { Latitude: 51.5403, Longitude: -0.0089 };
const dropoff = { Latitude: 51.5155, Longitude: -0.0722 };

async function dueJob(customerId: number) {
  const { part } = await insertDueBooking(
    { customerId, contactFirstName: 'Sim' },
    // Route points 1.6 to 3.6 km apart: far longer than a tick's drive at road speed.
    { routePath: [pickup, { Latitude: 51.53, Longitude: -0.04 }, dropoff] },
  );
  return part;
}

/** A bus that records what the simulator publishes. */
function recordingBus() {
  const sent: LiveUpdate[] = [];
  return {
    sent,
    bus: { publish: async (u: LiveUpdate) => void sent.push(u), subscribe: () => () => {}, close: async () => {} },
  };
}

const position = (u: LiveUpdate) => ({
  Latitude: u.payload.CurrentLat as number,
  Longitude: u.payload.CurrentLng as number,
});

beforeEach(async () => {
  await resetTestDb(['driver_footprints', 'driver_assignments']);
  const { handle, tenant } = await getTestDb();
  await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
  await handle.db.update(drivers).set({ available: true });
});

describe('moveAlong', () => {
  const a = { Latitude: 51.5, Longitude: 0 };
  const b = { Latitude: 51.51, Longitude: 0 }; // about 1112 m north
  const c = { Latitude: 51.51, Longitude: 0.01 };

  it('stops between two points when the distance runs out there', () => {
    const move = moveAlong([a, b, c], 0, 100, 2);
    expect(distanceMetres(a, move.point)).toBeCloseTo(100, 0);
    expect(move.reached).toBe(false);
    expect(move.rest).toHaveLength(3);
    expect(move.rest[1]).toEqual(b);
    expect(move.stopIndex).toBe(2);
  });

  it('carries on from where it stopped, past points, and never beyond the stop', () => {
    const first = moveAlong([a, b, c], 0, 1000, 2);
    const second = moveAlong(first.rest, 0, 500, first.stopIndex);
    expect(distanceMetres(b, second.point)).toBeCloseTo(500 - (distanceMetres(a, b) - 1000), 0);
    expect(second.rest[0]).toEqual(second.point);
    const toPickup = moveAlong([a, b, c], 0, 50_000, 1);
    expect(toPickup).toMatchObject({ point: b, reached: true, stopIndex: 0 });
    expect(toPickup.rest).toEqual([b, c]);
  });
});

describe('driver simulator', () => {
  it('reads SIMULATOR_TICK_MS', () => {
    expect(simulatorTickFromEnv(undefined)).toBe(1000);
    expect(simulatorTickFromEnv('200')).toBe(200);
    expect(() => simulatorTickFromEnv('5')).toThrow(/SIMULATOR_TICK_MS/);
  });

  it('moves the driver every tick at road speed with the default settings, between route points', async () => {
    const { handle, tenant } = await getTestDb();
    const part = await dueJob(81);
    const { sent, bus } = recordingBus();
    const simulator = new DriverSimulator(handle.db, tenant.id, bus, { speed: 1 });
    // Other due bookings in this database may take the first drivers: tick until this one is under way.
    for (let i = 0; i < 100 && !sent.some((u) => u.jobPartId === part.id && u.payload.Status === 'Started'); i++) {
      await simulator.tick();
    }
    expect(sent.filter((u) => u.jobPartId === part.id).map((u) => u.payload.Status)).toEqual([
      'Driver assigned',
      'Started',
    ]);
    const before = sent.length;
    for (let i = 0; i < 8; i++) await simulator.tick();
    const moves = sent.slice(before).filter((u) => u.jobPartId === part.id && u.kind === 'locationUpdate');
    expect(moves).toHaveLength(8);
    for (let i = 1; i < moves.length; i++) {
      const metres = distanceMetres(position(moves[i - 1]!), position(moves[i]!));
      expect(metres).toBeGreaterThan(DRIVING_METRES_PER_SECOND - 0.5);
      expect(metres).toBeLessThan(DRIVING_METRES_PER_SECOND + 0.5);
    }
    const [driver] = await handle.db
      .select()
      .from(drivers)
      .innerJoin(driverAssignments, eq(driverAssignments.driverId, drivers.id))
      .where(eq(driverAssignments.jobPartId, part.id));
    expect(position(moves.at(-1)!)).toEqual({
      Latitude: driver!.drivers.latitude,
      Longitude: driver!.drivers.longitude,
    });
  });

  it("tells the driver the booking's access needs with the job", async () => {
    const { handle, tenant } = await getTestDb();
    const { part } = await insertDueBooking(
      { customerId: 82, wheelchair: true, assistanceDog: true, largeChildren: 1 },
      { routePath: [pickup, dropoff] },
    );
    const simulator = new DriverSimulator(handle.db, tenant.id, recordingBus().bus, { speed: 1 });
    for (let i = 0; i < 20; i++) {
      await simulator.tick();
      const [job] = await handle.db.select().from(driverAssignments).where(eq(driverAssignments.jobPartId, part.id));
      if (job) {
        expect(job.accessNeeds).toEqual(['Wheelchair-accessible vehicle', 'Assistance dog', '1 booster seat']);
        return;
      }
    }
    throw new Error('no driver was assigned');
  });

  it('finishes every job and frees its driver, so a 7th booking with 6 drivers gets one', async () => {
    const { handle, tenant } = await getTestDb();
    expect(DEMO_DRIVERS).toHaveLength(6);
    const parts = [];
    for (let i = 0; i < 7; i++) parts.push(await dueJob(90 + i));
    const ids = parts.map((p) => p.id);
    const { sent, bus } = recordingBus();
    // A minute of driving per one-second tick: 672 m a tick.
    const simulator = new DriverSimulator(handle.db, tenant.id, bus, { speed: 60 });
    const finished = async () =>
      (await handle.db.select({ status: jobParts.status }).from(jobParts).where(inArray(jobParts.id, ids))).filter(
        (p) => p.status === 'Finished',
      ).length;
    for (let i = 0; i < 300 && (await finished()) < 7; i++) await simulator.tick();
    expect(await finished()).toBe(7);
    const seventh = sent
      .filter((u) => u.jobPartId === ids[6] && u.kind === 'statusUpdate')
      .map((u) => u.payload.Status);
    expect(seventh).toEqual(['Driver assigned', 'Started', 'Arrived', 'POB', 'Finished']);
    for (const id of ids) {
      const moves = sent.filter((u) => u.jobPartId === id && u.kind === 'locationUpdate');
      for (let i = 1; i < moves.length; i++) {
        expect(distanceMetres(position(moves[i - 1]!), position(moves[i]!))).toBeLessThan(
          60 * DRIVING_METRES_PER_SECOND + 1,
        );
      }
    }
    // This tenant's drivers (the worker's database may hold another tenant's too).
    const free = await handle.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.available, true), eq(drivers.tenantId, tenant.id)));
    expect(free).toHaveLength(6);
  });
});
