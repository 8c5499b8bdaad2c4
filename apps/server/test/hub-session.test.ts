import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/hub/bus';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { getTestDb } from './db';
import { canaryWharfToBank, insertDueBooking } from './helpers/fixtures';
import { connectHub, listenLiveApp, until } from './helpers/live';

/** The live hub with the real session (bearer token from POST /api/signIn), not a test resolver. */
describe('live hub with a signed-in customer', () => {
  let live: Awaited<ReturnType<typeof listenLiveApp>>;
  const bus = new InProcessBus();

  beforeAll(async () => {
    live = await listenLiveApp(bus);
  });

  afterAll(async () => {
    await live.app.close();
  });

  it('authorises the connection from the bearer token and delivers that customer their booking updates', async () => {
    const signIn = await live.app.inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: 'customer@cabkit.example', passwordhash: 'demo1234' },
    });
    expect(signIn.json()).toMatchObject({ Code: 1 });
    const { Id: customerId, Token: token } = signIn.json() as { Id: number; Token: string };
    expect(token).not.toBe('');

    const { handle, tenant } = await getTestDb();
    const { part } = await insertDueBooking({ customerId, contactFirstName: 'Demo' }, canaryWharfToBank);

    const query = `userName=ip_fp_${customerId}`;
    await expect(connectHub(live.base, query)).rejects.toThrow(/401/);

    const { received, stop } = await connectHub(live.base, query, { accessToken: token });
    try {
      // Only the booking just made is due: the seeded demo bookings stay as they are for other tests.
      const simulator = new DriverSimulator(handle.db, tenant.id, bus, {
        speed: 1,
        lookaheadMinutes: 1,
        maxAgeHours: 0.02,
      });
      await simulator.tick();
      await until(() => received.some((u) => u.data.JobPartId === part.id), 'an update for the booking');
      expect(received).toContainEqual({
        kind: 'statusUpdate',
        data: expect.objectContaining({ JobPartId: part.id, Status: 'Driver assigned' }),
      });
    } finally {
      await stop();
    }
  });
});
