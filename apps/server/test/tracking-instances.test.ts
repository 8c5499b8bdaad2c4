import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobParts } from '../src/db/schema';
import { driverAssignments, drivers } from '../src/db/schema-live';
import { seedDrivers } from '../src/services/drivers/drivers';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';
import { canaryWharfToBank, insertDueBooking } from './helpers/fixtures';
import { connectHub, hasRedisServer, startRedisPair, useCleanups } from './helpers/live';

const cleanup = useCleanups();

const dueBooking = async (customerId: number) =>
  (await insertDueBooking({ customerId, contactFirstName: 'Multi' }, canaryWharfToBank)).part;

describe('several simulators on one database', () => {
  it('assign each job part once, however many tick at the same time', async () => {
    await resetTestDb(['driver_footprints', 'driver_assignments']);
    const { handle, tenant } = await getTestDb();
    await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
    await handle.db.update(drivers).set({ available: true });
    const parts = await Promise.all([dueBooking(61), dueBooking(62), dueBooking(63)]);
    const published: number[] = [];
    const bus = {
      publish: async (u: { kind: string; jobPartId: number; payload: Record<string, unknown> }) => {
        if (u.kind === 'statusUpdate' && u.payload.Status === 'Driver assigned') published.push(u.jobPartId);
      },
      subscribe: () => () => {},
      close: async () => {},
    };
    const simulators = [1, 2, 3].map(() => new DriverSimulator(handle.db, tenant.id, bus, { speed: 1 }));
    await Promise.all(simulators.map((s) => s.tick()));
    const assigned = await handle.db.select().from(driverAssignments);
    for (const part of parts) expect(assigned.filter((a) => a.jobPartId === part.id)).toHaveLength(1);
    expect(new Set(assigned.map((a) => a.driverId)).size).toBe(assigned.length);
    expect(published.sort()).toEqual(assigned.map((a) => a.jobPartId).sort());
  });
});

describe.skipIf(!hasRedisServer)('two server instances sharing Redis', () => {
  it("deliver the simulator's updates to the owner connected to the other instance", async () => {
    await resetTestDb(['driver_footprints', 'driver_assignments']);
    const { handle, tenant } = await getTestDb();
    await handle.db.update(drivers).set({ available: true });
    const { a, b } = await startRedisPair(cleanup);
    const part = await dueBooking(71);

    const client = await connectHub(
      b.base,
      'userName=ip_fp_71',
      { authorization: 'Test c71' },
      (u) => u.kind === 'statusUpdate' && u.data.JobPartId === part.id,
    );
    cleanup(client.stop);
    const statuses = () => client.received.map((u) => u.data.Status);
    // The simulator runs beside instance A and publishes on A's bus.
    const simulator = new DriverSimulator(handle.db, tenant.id, a.bus, { speed: 2000 });
    for (let i = 0; i < 20 && !statuses().includes('Finished'); i++) {
      await simulator.tick();
      await new Promise((r) => setTimeout(r, 20));
    }
    // Waits until the last update has crossed Redis and the hub (seconds on a loaded 2-core machine), no longer.
    const end = Date.now() + 15_000;
    while (!statuses().includes('Finished') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(statuses()).toEqual(['Driver assigned', 'Started', 'Arrived', 'POB', 'Finished']);
    const [row] = await handle.db.select().from(jobParts).where(eq(jobParts.id, part.id));
    expect(row?.status).toBe('Finished');
  });
});
