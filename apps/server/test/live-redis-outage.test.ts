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

/** Starts redis-server on a port and resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b) => {
      out += String(b);
      if (/Ready to accept connections/i.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function until(check: () => boolean, what: string, ms = 8000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function dueBooking(customerId: number) {
  const { handle, tenant } = await getTestDb();
  const ref = `CK${randomBytes(4).toString('hex').toUpperCase()}`;
  const [booking] = await handle.db
    .insert(bookings)
    .values({
      tenantId: tenant.id,
      requestId: `outage-${ref}`,
      trackingCode: randomBytes(24).toString('base64url'),
      reference: ref,
      customerId,
      paymentType: 'cash',
      vehicleTypeId: 1,
      vehicleName: 'Saloon',
      currencyCode: 'GBP',
      fare: 20,
      totalFare: 20,
      contactFirstName: 'Outage',
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

interface Received {
  kind: string;
  data: Record<string, unknown>;
}

describe.skipIf(!hasRedis)('the live feed when Redis goes down', () => {
  it('keeps delivering on the publishing instance, and the other instance gets the current state when Redis returns', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    cleanups.push(() => stopRedis(redis));
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
    const part = await dueBooking(171);

    const follow = async (base: string) => {
      const connection = new HubConnectionBuilder()
        .withUrl(`${base}/hubs/notification?userName=ip_fp_171`, {
          WebSocket,
          headers: { authorization: 'Test c171' },
        } as IHttpConnectionOptions)
        .configureLogging(LogLevel.None)
        .build();
      const received: Received[] = [];
      connection.on('OnNewData', (kind: string, json: string) => {
        const data = JSON.parse(json) as Record<string, unknown>;
        if (data.JobPartId === part.id) received.push({ kind, data });
      });
      await connection.start();
      cleanups.push(() => connection.stop());
      return received;
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
    await until(() => onB.some((u) => u.data.Status === 'Started'), 'the Started status through Redis');
    expect(onA.map((u) => u.data.Status).filter(Boolean)).toEqual(['Driver assigned', 'Started']);

    await stopRedis(redis);
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
    await until(() => late.some((u) => u.kind === 'locationUpdate'), 'the current state on connecting');
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
    redis = await startRedis(port);
    await until(
      () => onB.slice(seenOnB).some((u) => u.kind === 'locationUpdate' && u.data.CurrentLat === here.CurrentLat),
      'the current state on B after Redis returned',
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
