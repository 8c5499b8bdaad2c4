import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { driverAssignments, drivers } from '../src/db/schema-live';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';
import { canaryWharfToBank, insertDueBooking } from './helpers/fixtures';
import { connectHub, hasRedisServer, startRedisPair, until, useCleanups } from './helpers/live';

const cleanup = useCleanups();

describe.skipIf(!hasRedisServer)('the live feed when Redis goes down', () => {
  it('keeps delivering on the publishing instance, and the other instance gets the current state when Redis returns', async () => {
    await resetTestDb(['driver_footprints', 'driver_assignments']);
    const { handle, tenant } = await getTestDb();
    await handle.db.update(drivers).set({ available: true });
    const { redis, a, b } = await startRedisPair(cleanup);
    const { part } = await insertDueBooking({ customerId: 171, contactFirstName: 'Outage' }, canaryWharfToBank);

    const follow = async (base: string) => {
      const client = await connectHub(
        base,
        'userName=ip_fp_171',
        { authorization: 'Test c171' },
        (u) => u.data.JobPartId === part.id,
      );
      cleanup(client.stop);
      return client.received;
    };
    const onA = await follow(a.base);
    const onB = await follow(b.base);

    // The simulator runs beside instance A and publishes on A's bus; with Redis up both clients follow.
    const simulator = new DriverSimulator(handle.db, tenant.id, a.bus, { speed: 5 });
    // Other due bookings in this database may take the first drivers: tick until this one is under way.
    for (let i = 0; i < 100 && !onA.some((u) => u.data.Status === 'Started'); i++) {
      await simulator.tick();
      await new Promise((r) => setTimeout(r, 10));
    }
    await until(() => onB.some((u) => u.data.Status === 'Started'), 'the Started status through Redis', 8000);
    expect(onA.map((u) => u.data.Status).filter(Boolean)).toEqual(['Driver assigned', 'Started']);

    await redis.stop();
    const locationsOnA = () => onA.filter((u) => u.kind === 'locationUpdate').length;
    const seenOnB = onB.length;
    const started = Date.now();
    for (let i = 0; i < 3; i++) await simulator.tick();
    // Delivery on the publishing instance does not wait for Redis: the three moves arrive at once.
    expect(Date.now() - started).toBeLessThan(3000);
    await until(() => locationsOnA() === 3, 'three moves on A', 2000);
    const positions = onA.filter((u) => u.kind === 'locationUpdate').map((u) => u.data.CurrentLat);
    expect(new Set(positions).size).toBe(3);
    expect(onB.length).toBe(seenOnB);

    // A client that connects meanwhile gets the current status and position at once, Redis or not.
    const late = await follow(a.base);
    await until(() => late.some((u) => u.kind === 'locationUpdate'), 'the current state on connecting', 8000);
    const [assignment] = await handle.db
      .select({ driver: drivers, status: driverAssignments.status })
      .from(driverAssignments)
      .innerJoin(drivers, eq(drivers.id, driverAssignments.driverId))
      .where(eq(driverAssignments.jobPartId, part.id));
    const here = { CurrentLat: assignment!.driver.latitude, CurrentLng: assignment!.driver.longitude };
    expect(late.find((u) => u.kind === 'statusUpdate')?.data).toMatchObject({
      Status: assignment!.status,
      DriverName: expect.any(String),
      RegNo: assignment!.driver.regNo,
      ...here,
    });
    expect(late.find((u) => u.kind === 'locationUpdate')?.data).toMatchObject(here);

    // Redis comes back: instance B resends its client the state it missed.
    await redis.start();
    await until(
      () => onB.slice(seenOnB).some((u) => u.kind === 'locationUpdate' && u.data.CurrentLat === here.CurrentLat),
      'the current state on B after Redis returned',
      8000,
    );
    expect(onB.slice(seenOnB).find((u) => u.kind === 'statusUpdate')?.data).toMatchObject({
      Status: assignment!.status,
      ...here,
    });

    // And live updates flow across instances again.
    const before = onB.length;
    for (let i = 0; i < 20 && onB.length === before; i++) {
      await simulator.tick();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(onB.slice(before).some((u) => u.kind === 'locationUpdate')).toBe(true);
  });
});
