import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { bookings, jobParts } from '../src/db/schema';
import { driverAssignments, drivers } from '../src/db/schema-live';
import type { Session } from '../src/http/session';
import { RedisBus } from '../src/hub/bus';
import { seedDrivers } from '../src/services/drivers/drivers';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb, resetTestDb } from './db';

const hasRedis = spawnSync('which', ['redis-server']).status === 0;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function dueBooking(customerId: number) {
  const { handle, tenant } = await getTestDb();
  const ref = `CK${randomBytes(4).toString('hex').toUpperCase()}`;
  const [booking] = await handle.db
    .insert(bookings)
    .values({
      tenantId: tenant.id,
      requestId: `instances-${ref}`,
      trackingCode: randomBytes(24).toString('base64url'),
      reference: ref,
      customerId,
      paymentType: 'cash',
      vehicleTypeId: 1,
      vehicleName: 'Saloon',
      currencyCode: 'GBP',
      fare: 20,
      totalFare: 20,
      contactFirstName: 'Multi',
      contactPhone: '7700900000',
    })
    .returning();
  const [part] = await handle.db
    .insert(jobParts)
    .values({
      bookingId: booking!.id,
      leg: 'outward',
      reference: ref,
      pickupType: 'Now',
      pickupTime: new Date(),
      pickup: 'Canary Wharf',
      pickupLatitude: 51.5054,
      pickupLongitude: -0.0235,
      dropoff: 'Bank',
      dropoffLatitude: 51.5133,
      dropoffLongitude: -0.0886,
      fare: 20,
      routeDistance: 4,
      journeyTime: 15,
    })
    .returning();
  return part!;
}

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

describe.skipIf(!hasRedis)('two server instances sharing Redis', () => {
  it("deliver the simulator's updates to the owner connected to the other instance", async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    cleanups.push(() => redis.kill());
    const redisUrl = `redis://127.0.0.1:${port}`;
    await resetTestDb(['driver_footprints', 'driver_assignments']);
    const { handle, tenant } = await getTestDb();
    await handle.db.update(drivers).set({ available: true });
    const session = (request: { headers: { authorization?: string } }): Session | null => {
      const match = /^Test c(\d+)$/.exec(request.headers.authorization ?? '');
      return match ? { customerId: Number(match[1]), bookerId: null } : null;
    };
    const instances: { app: FastifyInstance; bus: RedisBus; base: string }[] = [];
    for (let i = 0; i < 2; i++) {
      const bus = new RedisBus(redisUrl);
      await bus.whenReady();
      const app = await buildApp({
        db: handle.db,
        tenant,
        resolveSession: session,
        services: { live: { bus, simulator: false } },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      cleanups.push(() => bus.close());
      cleanups.push(() => app.close());
      instances.push({ app, bus, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const part = await dueBooking(71);

    const connection = new HubConnectionBuilder()
      .withUrl(`${b.base}/hubs/notification?userName=ip_fp_71`, {
        WebSocket,
        headers: { authorization: 'Test c71' },
      } as IHttpConnectionOptions)
      .configureLogging(LogLevel.None)
      .build();
    const statuses: string[] = [];
    connection.on('OnNewData', (kind: string, json: string) => {
      const data = JSON.parse(json);
      if (kind === 'statusUpdate' && data.JobPartId === part.id) statuses.push(data.Status);
    });
    await connection.start();
    cleanups.push(() => connection.stop());

    // The simulator runs beside instance A and publishes on A's bus.
    const simulator = new DriverSimulator(handle.db, tenant.id, a.bus, { speed: 2000 });
    for (let i = 0; i < 20 && !statuses.includes('Finished'); i++) {
      await simulator.tick();
      await new Promise((r) => setTimeout(r, 20));
    }
    const end = Date.now() + 3000;
    while (!statuses.includes('Finished') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(statuses).toEqual(['Driver assigned', 'Started', 'Arrived', 'POB', 'Finished']);
    const [row] = await handle.db.select().from(jobParts).where(eq(jobParts.id, part.id));
    expect(row?.status).toBe('Finished');
  });
});
