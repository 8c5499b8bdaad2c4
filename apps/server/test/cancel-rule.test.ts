import { bookingActions } from '@cabkit/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobParts } from '../src/db/schema';
import { addBooking, auth, json, signUp, type TestAccount } from './accounts-helpers';
import { buildTestApp } from './app';
import { getTestDb } from './db';

// Whether a booking may be cancelled is one rule (the domain's cancelRefusal): the booking pages offer Cancel by it
// (bookingActions, from the booking's view) and the server's cancel refuses by it, so for every booking the server
// cancels exactly what the pages offer to cancel, under either setting of the tenant's CanCancelBooking.

const DAY = 24 * 3600 * 1000;
const STATUSES = ['Upcoming', 'Driver assigned', 'Started', 'POB', 'Finished', 'Cancelled'] as const;

type App = Awaited<ReturnType<typeof buildTestApp>>;
const apps: Record<'allowed' | 'offline', { app: App; me: TestAccount }> = {} as never;

beforeAll(async () => {
  const { tenant } = await getTestDb();
  for (const [name, canCancel] of [
    ['allowed', true],
    ['offline', false],
  ] as const) {
    const app = await buildTestApp({
      tenant: { ...tenant, configuration: { ...tenant.configuration, CanCancelBooking: canCancel } },
    });
    apps[name] = { app, me: await signUp(app) };
  }
});

afterAll(async () => {
  await Promise.all(Object.values(apps).map(({ app }) => app.close()));
});

/**
 * A booking's status as the server keeps it: cancelled when every leg is, else the status of the leg that changed
 * last (a leg that left Upcoming), or Upcoming while none has.
 */
const bookingState = fc
  .tuple(fc.constantFrom(...STATUSES), fc.option(fc.constantFrom(...STATUSES), { nil: undefined }), fc.nat())
  .map(([outward, back, pick]) => {
    const legs = back === undefined ? [outward] : [outward, back];
    const active = legs.filter((status) => status !== 'Cancelled');
    const moved = active.filter((status) => status !== 'Upcoming');
    const status =
      active.length === 0 ? 'Cancelled' : moved.length === 0 ? 'Upcoming' : (moved[pick % moved.length] as string);
    return { legs, status };
  });

describe('the cancel rule, client and server', () => {
  it('the server cancels a booking exactly when its page offers Cancel', async () => {
    await fc.assert(
      fc.asyncProperty(bookingState, fc.constantFrom('allowed' as const, 'offline' as const), async (state, mode) => {
        const { app, me } = apps[mode];
        const booking = await addBooking({
          customerId: me.id,
          status: state.status,
          returnAt: state.legs.length > 1 ? new Date(Date.now() + 4 * DAY) : undefined,
        });
        const { handle } = await getTestDb();
        const legs = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id));
        for (const [index, leg] of legs.sort((a, b) => a.id - b.id).entries()) {
          await handle.db.update(jobParts).set({ status: state.legs[index] }).where(eq(jobParts.id, leg.id));
        }
        const view = await app.inject({ url: `/api/bookingdetails?jobid=${booking.id}`, headers: auth(me) });
        const offered = bookingActions(json(view).Booking as never, mode === 'allowed').cancel;
        const cancel = await app.inject({
          method: 'POST',
          url: '/api/cancelbooking',
          headers: auth(me),
          payload: { bookingref: booking.reference },
        });
        expect({ state, mode, offered, answer: json(cancel) }).toEqual({
          state,
          mode,
          offered,
          answer: expect.objectContaining({ Code: offered ? 1 : 2 }),
        });
      }),
      { numRuns: 40 },
    );
  });
});
