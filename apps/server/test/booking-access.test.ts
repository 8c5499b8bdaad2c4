import { bookingAccess } from '@cabkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/hub/bus';
import { resetTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';
import { listenLiveApp, testSession } from './helpers/live';

// Who may see or act on a booking is one domain rule (bookingAccess): the booking's details, its tracking, its
// payment, its shared links and the account pages all ask it. An old row or profile whose booker id is 0 says
// "no booker"; two such "none"s once made a profile the owner of every such booking on some paths only.

let live: Awaited<ReturnType<typeof listenLiveApp>>;
const bus = new InProcessBus();

beforeAll(async () => {
  await resetTestDb(['driver_footprints', 'driver_assignments']);
  live = await listenLiveApp(bus, { strict: true, resolveSession: testSession });
});

afterAll(async () => {
  await live.app.close();
  await bus.close();
});

/** The calls that name one booking, each with the answer a stranger gets. */
const calls = (booking: { id: number; reference: string }, jobPartId: number) => [
  { method: 'GET' as const, url: `/api/bookingdetails?jobid=${booking.id}`, payload: undefined },
  { method: 'GET' as const, url: `/api/trackvehicle?jobpartid=${jobPartId}`, payload: undefined },
  { method: 'POST' as const, url: '/api/sharetrip', payload: { jobpartid: jobPartId } },
];

describe('who may see a booking, on every path', () => {
  it("refuses a profile with booker id 0 someone else's old booking with booker id 0, everywhere alike", async () => {
    const { booking, part } = await insertDueBooking({ customerId: 4101, bookerId: 0 });
    for (const call of calls(booking, part.id)) {
      const stranger = await live.app.inject({ ...call, headers: { authorization: 'Test c4102' } });
      const zeroBooker = await live.app.inject({ ...call, headers: { authorization: 'Test b0' } });
      expect({ url: call.url, status: zeroBooker.statusCode }).toEqual({ url: call.url, status: stranger.statusCode });
      expect(zeroBooker.statusCode).toBe(404);
      const owner = await live.app.inject({ ...call, headers: { authorization: 'Test c4101' } });
      expect({ url: call.url, status: owner.statusCode }).toEqual({ url: call.url, status: 200 });
    }
  });

  it("agrees with the domain rule for the booking's customer, its account's booker, strangers and code holders", async () => {
    const { booking, part } = await insertDueBooking({ customerId: 4201, bookerId: 42 });
    const callers = ['Test c4201', 'Test b42', 'Test b43', 'Test c4202', undefined];
    for (const authorization of callers) {
      const session = testSession({ headers: { authorization } });
      for (const code of ['', booking.trackingCode]) {
        const access = bookingAccess(booking, { session, code });
        const tracked = await live.app.inject({
          url: `/api/trackvehicle?jobpartid=${code ? 0 : part.id}&id=${booking.id}&code=${code}`,
          headers: authorization ? { authorization } : {},
        });
        expect({ authorization, code, seen: tracked.statusCode === 200 }).toEqual({
          authorization,
          code,
          seen: access !== null,
        });
      }
      const details = await live.app.inject({
        url: `/api/bookingdetails?jobid=${booking.id}`,
        headers: authorization ? { authorization } : {},
      });
      const owner = bookingAccess(booking, { session }) === 'owner';
      expect({ authorization, seen: details.statusCode === 200 }).toEqual({ authorization, seen: owner });
    }
  });
});
