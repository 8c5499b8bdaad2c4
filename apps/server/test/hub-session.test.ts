import { randomBytes } from 'node:crypto';
import { HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { bookings, jobParts } from '../src/db/schema';
import { InProcessBus } from '../src/hub/bus';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb } from './db';

/** The live hub with the real session (bearer token from POST /api/signIn), not a test resolver. */
describe('live hub with a signed-in customer', () => {
  let app: FastifyInstance;
  let base: string;
  const bus = new InProcessBus();

  beforeAll(async () => {
    const { handle, tenant } = await getTestDb();
    app = await buildApp({ db: handle.db, tenant, services: { live: { bus, simulator: false } } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('authorises the connection from the bearer token and delivers that customer their booking updates', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
    });
    expect(signIn.json()).toMatchObject({ Code: 1 });
    const { Id: customerId, Token: token } = signIn.json() as { Id: number; Token: string };
    expect(token).not.toBe('');

    const { handle, tenant } = await getTestDb();
    const ref = `CK${randomBytes(4).toString('hex').toUpperCase()}`;
    const [booking] = await handle.db
      .insert(bookings)
      .values({
        tenantId: tenant.id,
        requestId: `hub-session-${ref}`,
        trackingCode: randomBytes(24).toString('base64url'),
        reference: ref,
        customerId,
        paymentType: 'cash',
        vehicleTypeId: 1,
        vehicleName: 'Saloon',
        currencyCode: 'GBP',
        fare: 20,
        totalFare: 20,
        contactFirstName: 'Demo',
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

    const anonymous = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification?userName=ip_fp_${customerId}`, { WebSocket } as IHttpConnectionOptions)
      .configureLogging(LogLevel.None)
      .build();
    await expect(anonymous.start()).rejects.toThrow(/401/);

    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification?userName=ip_fp_${customerId}`, {
        WebSocket,
        accessTokenFactory: () => token,
      } as IHttpConnectionOptions)
      .configureLogging(LogLevel.None)
      .build();
    const received: { kind: string; data: { JobPartId: number; Status?: string } }[] = [];
    connection.on('OnNewData', (kind: string, json: string) => received.push({ kind, data: JSON.parse(json) }));
    await connection.start();
    try {
      // Only the booking just made is due: the seeded demo bookings stay as they are for other tests.
      const simulator = new DriverSimulator(handle.db, tenant.id, bus, {
        speed: 1,
        lookaheadMinutes: 1,
        maxAgeHours: 0.02,
      });
      await simulator.tick();
      const end = Date.now() + 4000;
      while (!received.some((u) => u.data.JobPartId === part!.id) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(received).toContainEqual({
        kind: 'statusUpdate',
        data: expect.objectContaining({ JobPartId: part!.id, Status: 'Driver assigned' }),
      });
    } finally {
      await connection.stop();
    }
  });
});
