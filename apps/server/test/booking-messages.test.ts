import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bookingMessages, smsOutbox } from '../src/db/schema-messages';
import { drivers } from '../src/db/schema-live';
import { InProcessBus } from '../src/hub/bus';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { seedDrivers } from '../src/services/drivers/drivers';
import { createBookingMessenger } from '../src/services/messages/booking-messages';
import type { SmsMessage } from '../src/services/messages/sms';
import { DriverSimulator } from '../src/services/tracking/simulator';
import { auth, mailsTo, signUp } from './accounts-helpers';
import { firstVehicleTypeId, useTestApp } from './app';
import { quotedBookingBody } from './helpers/booking-bodies';
import { insertDueBooking } from './helpers/fixtures';
import { recordingMail } from './helpers/recording-mail';

// Passengers are told about their bookings by the channels they chose, each message once.
const t = useTestApp({ services: { live: { bus: new InProcessBus(), simulator: false }, paymentEnv: {} } }, [
  'sms_outbox',
  'driver_footprints',
  'driver_assignments',
]);

/** Grace's ASAP cash booking as a guest (or as `headers` say), with an e-mail of her own each time. */
async function booking(extra: { headers?: Record<string, string> } = {}) {
  const app = t.app();
  return quotedBookingBody(
    app,
    { vehtypeid: await firstVehicleTypeId(app), ...extra },
    { name: 'Grace', lastname: 'Hopper', phone: '7700900456', email: `grace-${randomUUID()}@example.com` },
  );
}

async function book(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app().inject({ method: 'POST', url: '/api/createbookingTest', payload, headers });
  expect(response.json().Code, response.body).toBe(1);
  await afterResponseSettled();
  return response.json() as { Bref: string; JobId: number };
}

describe('the booking confirmed message', () => {
  it('goes to a guest once, with the reference, and not again for a retried request', async () => {
    const payload = await booking();
    const booked = await book(payload);
    await book(payload);
    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Cabkit Cars booking ${booked.Bref} is confirmed`);
    expect(mails[0]?.textBody).toContain(`Booking reference: ${booked.Bref}`);
  });

  it("goes to an account's e-mail by default, and not once the account turns it off", async () => {
    const me = await signUp(t.app());
    const headers = auth(me);
    await book({ ...(await booking({ headers })), custid: me.id }, headers);
    expect(await mailsTo(me.email)).toHaveLength(1);

    const off = await t.app().inject({
      method: 'PUT',
      url: '/api/messagepreferences',
      headers,
      payload: { custid: me.id, choices: ['driverArrived:sms'] },
    });
    expect(off.json()).toMatchObject({ Code: 1, Choices: ['driverArrived:sms'] });
    await book({ ...(await booking({ headers })), custid: me.id }, headers);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });
});

describe('message preferences', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const me = await signUp(t.app());
    const get = () => t.app().inject({ url: `/api/messagepreferences?custid=${me.id}`, headers: auth(me) });
    expect((await get()).json().Choices).toContain('driverArrived:sms');
    expect((await get()).json().Choices).toContain('receipt:email');
    await t.app().inject({
      method: 'PUT',
      url: '/api/messagepreferences',
      headers: auth(me),
      payload: { custid: me.id, choices: [] },
    });
    expect((await get()).json().Choices).toEqual([]);
  });

  it('refuses an unknown choice (400), another account (403) and no session (401)', async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const put = (payload: Record<string, unknown>, headers = auth(me)) =>
      t.app().inject({ method: 'PUT', url: '/api/messagepreferences', headers, payload });
    const bad = await put({ custid: me.id, choices: ['receipt:sms'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/choices/);
    expect((await put({ custid: other.id, choices: [] })).statusCode).toBe(403);
    expect((await put({ custid: me.id, choices: [] }, {})).statusCode).toBe(401);
    const read = await t.app().inject({ url: `/api/messagepreferences?custid=${other.id}`, headers: auth(me) });
    expect(read.statusCode).toBe(403);
  });
});

describe('the booking cancelled message', () => {
  it('goes once when the booking is cancelled', async () => {
    const me = await signUp(t.app());
    const headers = auth(me);
    const booked = await book({ ...(await booking({ headers })), custid: me.id }, headers);
    const cancel = () =>
      t.app().inject({ method: 'POST', url: '/api/cancelbooking', headers, payload: { bookingref: booked.Bref } });
    expect((await cancel()).json().Code).toBe(1);
    await cancel();
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Cabkit Cars booking ${booked.Bref} is cancelled`,
      `Your Cabkit Cars booking ${booked.Bref} is confirmed`,
    ]);
  });
});

describe('the driver messages', () => {
  it('text and mail the passenger when a driver is assigned and arrives, once each, naming the driver', async () => {
    const { handle, tenant } = await t.db();
    await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
    await handle.db.update(drivers).set({ available: true });
    // The drivers drive here: put them back afterwards, so later files of this worker find them where they were.
    const parked = await handle.db.select().from(drivers);
    onTestFinished(async () => {
      for (const d of parked) {
        await handle.db
          .update(drivers)
          .set({ latitude: d.latitude, longitude: d.longitude, available: true })
          .where(eq(drivers.id, d.id));
      }
    });
    const email = `ada-${randomUUID()}@example.com`;
    const { booking: row, part } = await insertDueBooking(
      { contactEmail: email, contactPhone: '07700 900789', contactDialingCode: '+44' },
      {
        pickupLatitude: 51.5403,
        pickupLongitude: -0.0089,
        dropoffLatitude: 51.5399,
        dropoffLongitude: -0.0085,
      },
    );
    const mail = recordingMail();
    const texts: SmsMessage[] = [];
    const messenger = createBookingMessenger({
      db: handle.db,
      tenant,
      mail,
      sms: { send: async (m) => void texts.push(m) },
    });
    const bus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
    const simulator = new DriverSimulator(handle.db, tenant.id, bus, {
      speed: 1000,
      onStatus: (change) =>
        messenger.tellTrackingStatus(change.bookingId, change.jobPartId, change.status).then(() => {}),
    });
    for (let i = 0; i < 60 && !mail.sent.some((m) => m.subject.startsWith('Your driver is waiting')); i++) {
      await simulator.tick();
    }
    const mine = mail.sent.filter((m) => m.to === email);
    expect(mine.map((m) => m.subject)).toEqual([
      `Your driver for booking ${row.reference}`,
      `Your driver is waiting: booking ${row.reference}`,
    ]);
    expect(texts.map((m) => m.to)).toEqual(['+447700900789', '+447700900789']);
    expect(texts[0]?.body).toMatch(new RegExp(`is your driver, in a .+, .+\\. Booking ${row.reference}\\.$`));
    // Told again of the same status (a retried tick, a second instance): nothing more goes.
    expect(await messenger.tellTrackingStatus(row.id, part.id, 'Arrived')).toEqual([]);
    const claimed = await handle.db
      .select()
      .from(bookingMessages)
      .where(and(eq(bookingMessages.bookingId, row.id), like(bookingMessages.kind, 'driver%')));
    expect(claimed).toHaveLength(4);
    // The trip over, the receipt follows, by e-mail only.
    for (let i = 0; i < 60 && !mail.sent.some((m) => m.subject.includes('receipt')); i++) await simulator.tick();
    expect(mail.sent.filter((m) => m.to === email).at(-1)?.subject).toBe(
      `Your Cabkit Cars receipt for booking ${row.reference}`,
    );
    expect(texts).toHaveLength(2);
    // The development outbox keeps nothing here: this test's text service was its own.
    expect(await handle.db.select().from(smsOutbox)).toEqual([]);
  });
});
