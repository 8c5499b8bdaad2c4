import { randomUUID } from 'node:crypto';
import { checkInput, endpoints } from '@cabkit/contract';
import { BOOKING_CHANGED_MESSAGE, NOTHING_CHANGED_MESSAGE } from '@cabkit/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { readMigrationFiles } from '../src/db/migration-files';
import { bookings, jobParts } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { confirmChange } from '../src/services/bookings/amend-booking';
import { createCoreServices } from '../src/services/core-services';
import { createQuoteSigner } from '../src/services/quotes/quote-token';
import { buildBookingTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { testCardNonce } from './helpers/cards';
import { beforeFirstTransaction } from './helpers/failing-db';
import * as changing from './helpers/change-booking';
import { stratfordToLiverpoolStreetQuote } from './helpers/fixtures';

// Changing a booking online: re-priced by the server from the owner's own new quote, the difference charged to the
// card or refunded, once per change, only while the tenant's rules allow, and kept as a trail on the booking.

const liveTables = ['payments', 'refunds', 'card_tokens', 'booking_changes', 'booking_messages'];
const OWNER = 'Test c901';
const STRANGER = 'Test c902';
const HOUR = 3_600_000;
const billing = { name: 'Pat Payer', city: 'London', postalcode: 'E15 1AZ', addressline1: '1 High Street' };

let app: FastifyInstance;
/** The tenant's vehicle types, cheapest first by their quoted fare for the test journey. */
let vehicles: { id: number; name: string; fare: number }[];

const journey = stratfordToLiverpoolStreetQuote;
const quote = (who: string, vehtypeid: number, bookingdate: string, extra: Record<string, unknown> = {}) =>
  changing.quoteAs(app, who, vehtypeid, bookingdate, extra);

/** A booking made through the API by OWNER, paid by card (charged) or in cash, on vehicle `vehtypeid`. */
async function book(paymentmethod: 'card' | 'cash', vehtypeid: number, bookingdate = changing.inTwoDays()) {
  const q = await quote(OWNER, vehtypeid, bookingdate);
  const body = changing.patsBooking(q.QuotationId, vehtypeid, paymentmethod, bookingdate);
  const response =
    paymentmethod === 'card'
      ? await app.inject({
          method: 'POST',
          url: '/api/paymentbooking',
          headers: { authorization: OWNER },
          payload: {
            booking: body,
            payment: { ...billing, nonce: await testCardNonce(app) },
            sandbox: true,
          },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/createbookingTest',
          headers: { authorization: OWNER },
          payload: body,
        });
  const answer = response.json();
  expect(answer, response.body).toMatchObject({ Code: 1 });
  return { reference: answer.Bref as string, bookingdate };
}

/** The change request for a booking moved to vehicle `vehtypeid`, with a fresh quote asked by `who`. */
const changeBody = (reference: string, vehtypeid: number, bookingdate: string, who = OWNER) =>
  changing.changeRequest(app, who, reference, vehtypeid, bookingdate);

/**
 * OWNER's context for calling confirmChange directly (the service, not the route), and changes of booking
 * `reference` checked as the route would: each on a fresh quote, with a new change key and the card's nonce if any.
 */
async function directChanges(reference: string, bookingdate: string) {
  const { handle, tenant } = await getTestDb();
  const services = createCoreServices(handle.db, tenant, createQuoteSigner(Buffer.alloc(32, 7), tenant.id));
  const session = { customerId: 901, bookerId: null };
  const context = { tenant, services, session, guestKey: '', env: {} };
  const changeTo = async (vehtypeid: number, nonce?: string) => {
    const quoteBody = checkInput(endpoints.quotation.body, { ...journey, vehtypeid, bookingdate });
    if (!quoteBody.ok) throw new Error(quoteBody.message);
    const q = await services.quotes.quote(quoteBody.value, session, '');
    const body = checkInput(endpoints.changeBooking.body, {
      ...changing.changeOnQuote(reference, q.QuotationId, vehtypeid, bookingdate),
      changekey: randomUUID(),
      ...(nonce === undefined ? {} : { nonce }),
    });
    if (!body.ok) throw new Error(body.message);
    return body.value;
  };
  const confirm = (db: Db, change: Awaited<ReturnType<typeof changeTo>>) =>
    confirmChange(db, change, context, { refundQueued: () => {} });
  return { db: handle.db, changeTo, confirm };
}

function post(url: string, payload: Record<string, unknown>, who = OWNER) {
  return app.inject({ method: 'POST', url, headers: { authorization: who }, payload });
}

const stored = changing.storedTrail;

beforeAll(async () => {
  app = await buildBookingTestApp(
    {},
    { resolveSession: (request) => changing.customerSession(request.headers.authorization) },
  );
  vehicles = await changing.vehiclesByFare(app, OWNER);
});

beforeEach(async () => {
  // A test's messages are sent after its responses: emptying the tables under them deadlocks on PostgreSQL.
  await afterResponseSettled();
  await resetTestDb(liveTables);
});

afterAll(async () => {
  await app.close();
});

describe('changing a paid card booking', () => {
  it('charges a dearer change the difference through the sandbox and writes the change once paid', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    expect(dear.fare).toBeGreaterThan(cheap.fare);
    const { reference, bookingdate } = await book('card', cheap.id);
    const body = await changeBody(reference, dear.id, bookingdate);

    const offered = (await post('/api/changebookingquote', body)).json();
    const difference = Math.round((dear.fare - cheap.fare) * 100) / 100;
    expect(offered).toMatchObject({
      Code: 1,
      Change: {
        OldFare: cheap.fare,
        NewFare: dear.fare,
        Difference: difference,
        Settlement: 'charge',
        Fields: [{ Field: 'Vehicle', From: cheap.name, To: dear.name }],
      },
    });
    // The offer changes nothing.
    expect((await stored(reference)).booking.vehicleTypeId).toBe(cheap.id);

    const confirmed = await post('/api/changebooking', {
      ...body,
      changekey: randomUUID(),
      nonce: await testCardNonce(app),
    });
    expect(confirmed.json()).toMatchObject({ Code: 1, Applied: true, Change: { Settlement: 'charge' } });
    const after = await stored(reference);
    expect(after.booking).toMatchObject({ vehicleTypeId: dear.id, vehicleName: dear.name, totalFare: dear.fare });
    expect(after.payments.map((p) => [p.amount, p.status, p.changeId])).toEqual([
      [cheap.fare, 'succeeded', null],
      [difference, 'succeeded', after.changes[0]?.id],
    ]);
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
  });

  it('leaves the booking as it was when the card for the difference is declined', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', cheap.id);
    const body = await changeBody(reference, dear.id, bookingdate);
    const answer = (
      await post('/api/changebooking', {
        ...body,
        changekey: randomUUID(),
        nonce: await testCardNonce(app, '4000000000000002'),
      })
    ).json();
    expect(answer).toMatchObject({ Code: 2, Applied: false, Message: 'Your card was declined.' });
    const after = await stored(reference);
    expect(after.booking.vehicleTypeId).toBe(cheap.id);
    expect(after.changes.map((c) => c.status)).toEqual(['awaiting_payment']);
  });

  it('refunds a cheaper change the difference through the refund queue', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', dear.id);
    const body = await changeBody(reference, cheap.id, bookingdate);
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    const difference = Math.round((dear.fare - cheap.fare) * 100) / 100;
    expect(answer).toMatchObject({
      Code: 1,
      Applied: true,
      Change: { Settlement: 'refund', Difference: -difference },
    });
    const after = await stored(reference);
    expect(after.booking.totalFare).toBe(cheap.fare);
    expect(after.refunds.map((r) => [r.amount, r.changeId, r.paymentId])).toEqual([
      [difference, after.changes[0]?.id, after.payments[0]?.id],
    ]);
    // The payment stays paid: a later cancel refunds what it still holds, not the whole first charge.
    await app.refundRetries.kick();
    expect((await stored(reference)).payments[0]?.status).toBe('succeeded');
    expect((await post('/api/cancelbooking', { bookingref: reference })).json().Code).toBe(1);
    const cancelled = await stored(reference);
    const amounts = cancelled.refunds.map((r) => r.amount).sort((a, b) => a - b);
    expect(amounts.reduce((total, a) => total + a, 0)).toBeCloseTo(dear.fare, 2);
  });

  it('applies two concurrent confirms of one change once, refunding once', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', dear.id);
    const body = { ...(await changeBody(reference, cheap.id, bookingdate)), changekey: randomUUID() };
    const answers = await Promise.all([post('/api/changebooking', body), post('/api/changebooking', body)]);
    expect(answers.map((a) => a.json().Code)).toEqual([1, 1]);
    const after = await stored(reference);
    expect(after.changes).toHaveLength(1);
    expect(after.refunds).toHaveLength(1);
    await afterResponseSettled();
    const { handle } = await getTestDb();
    const told = await handle.db.execute(
      `SELECT count(*)::int AS n FROM booking_messages WHERE kind = 'changed' AND booking_id = ${after.booking.id}`,
    );
    expect((told as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  });

  it("moves only the money the booking's fare moved when two different changes race", async () => {
    const [cheap, middle, dear] = [vehicles[0]!, vehicles[1]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', dear.id);
    const first = { ...(await changeBody(reference, cheap.id, bookingdate)), changekey: randomUUID() };
    const second = { ...(await changeBody(reference, middle.id, bookingdate)), changekey: randomUUID() };
    // Both were priced against the dear fare; whichever locks second must not refund against it again.
    const answers = await Promise.all([post('/api/changebooking', first), post('/api/changebooking', second)]);
    expect(answers.filter((a) => a.json().Code === 1).length).toBeGreaterThanOrEqual(1);
    const after = await stored(reference);
    const refunded = after.refunds.reduce((total, r) => total + r.amount, 0);
    const charged = after.payments.filter((p) => p.changeId !== null && p.status === 'succeeded');
    const extra = charged.reduce((total, p) => total + p.amount, 0);
    expect(after.booking.totalFare + refunded - extra).toBeCloseTo(dear.fare, 2);
  });
});

describe('the charge of a dearer change', () => {
  it('is made once when retries of the same change race with their cards', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', cheap.id);
    const body = { ...(await changeBody(reference, dear.id, bookingdate)), changekey: randomUUID() };
    const nonces = await Promise.all([testCardNonce(app), testCardNonce(app), testCardNonce(app)]);
    const answers = await Promise.all(nonces.map((nonce) => post('/api/changebooking', { ...body, nonce })));
    expect(answers.map((a) => a.json().Code)).toEqual([1, 1, 1]);
    const after = await stored(reference);
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
    const charged = after.payments.filter((p) => p.changeId !== null);
    expect(charged.map((p) => [p.status, p.attempts])).toEqual([['succeeded', 1]]);
    expect(after.refunds).toHaveLength(0);
    expect(after.booking.totalFare).toBe(dear.fare);
  });

  it('is not made for a change a newer change replaced while its retry was on the way', async () => {
    const [cheap, middle, dear] = [vehicles[0]!, vehicles[1]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', cheap.id);
    const { db, changeTo, confirm } = await directChanges(reference, bookingdate);
    // The dear change waits for its card (declined once), then its retry races a newer change to the middle car.
    const first = await changeTo(dear.id, await testCardNonce(app, '4000000000000002'));
    expect((await confirm(db, first)).answer.Code).toBe(2);
    const newer = await changeTo(middle.id, await testCardNonce(app));
    const racing = beforeFirstTransaction(db, async () => {
      expect((await confirm(db, newer)).answer.Code).toBe(1);
    });
    const retry = await confirm(racing, { ...first, nonce: await testCardNonce(app) });
    expect(retry.answer.Code).toBe(2);
    const after = await stored(reference);
    const firstPayment = after.payments.find((p) => p.changeId === after.changes[0]?.id);
    expect(firstPayment?.status).not.toBe('succeeded');
    expect(after.refunds).toHaveLength(0);
    expect(after.changes.map((c) => c.status)).toEqual(['abandoned', 'applied']);
    expect(after.booking.vehicleTypeId).toBe(middle.id);
  });
});

describe('a change priced before another change landed', () => {
  it('is refused under the lock rather than moving money against the old fare', async () => {
    const [cheap, middle, dear] = [vehicles[0]!, vehicles[1]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('card', dear.id);
    const { db, changeTo, confirm } = await directChanges(reference, bookingdate);
    const first = await changeTo(cheap.id);
    const second = await changeTo(middle.id);
    // The first change lands after the second was priced and just before the second takes the booking's lock.
    const racing = beforeFirstTransaction(db, async () => {
      expect((await confirm(db, first)).answer.Code).toBe(1);
    });
    const late = await confirm(racing, second);
    expect(late.answer).toMatchObject({
      Code: 2,
      Message: 'This booking has just been changed. Please check its details and try again.',
    });
    const after = await stored(reference);
    expect(after.booking.totalFare).toBe(cheap.fare);
    expect(after.changes.map((c) => c.status)).toEqual(['applied']);
  });
});

describe('the new fare of a cash booking', () => {
  it('applies without moving money and lists the change in the trail', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('cash', cheap.id);
    const body = await changeBody(reference, dear.id, bookingdate);
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    expect(answer).toMatchObject({
      Code: 1,
      Change: { Settlement: 'none', Text: expect.stringMatching(/^You will pay the driver the new fare of £/) },
    });
    const after = await stored(reference);
    expect(after.booking.totalFare).toBe(dear.fare);
    expect(after.payments).toHaveLength(0);
    const view = (
      await app.inject({
        url: `/api/bookingdetails?jobid=${after.booking.id}`,
        headers: { authorization: OWNER },
      })
    ).json();
    expect(view.Booking).toMatchObject({
      ChangesAllowed: true,
      Changes: [
        {
          ChangedBy: '',
          OldFare: cheap.fare,
          NewFare: dear.fare,
          Fields: [{ Field: 'Vehicle', From: cheap.name, To: dear.name }],
        },
      ],
    });
  });
});

describe('via stops, extras and access needs', () => {
  const stop = (address: string, postcode: string, lat: number, lng: number) => ({ address, postcode, lat, lng });
  const bow = stop('Bow Church', 'E3 3AQ', 51.5283, -0.0205);
  const mileEnd = stop('Mile End', 'E3 4PH', 51.525, -0.0332);

  it('re-quotes added and reordered via stops and an infant seat, and lists them in the trail', async () => {
    const mpv = vehicles.find((v) => v.name === 'MPV 6 seater');
    if (!mpv) throw new Error('the test tenant has an MPV that carries infant seats');
    const { reference, bookingdate } = await book('cash', mpv.id);
    const plain = (await stored(reference)).booking.totalFare;
    const withStops = async (viaaddresses: ReturnType<typeof stop>[]) => {
      const q = await quote(OWNER, mpv.id, bookingdate, { viaaddresses });
      const ids = { bookingref: reference, quotationid: q.QuotationId, vehtypeid: mpv.id };
      return { ...ids, ...journey, viaaddresses, bookingdate };
    };
    const first = { ...(await withStops([bow, mileEnd])), smallpets: 1, changekey: randomUUID() };
    const added = (await post('/api/changebooking', first)).json();
    expect(added, JSON.stringify(added)).toMatchObject({ Code: 1, Applied: true });
    expect(added.Change.Fields).toEqual([
      { Field: 'Via stops', From: 'None', To: 'Bow Church; Mile End', Leg: '' },
      { Field: 'Small pets', From: '0', To: '1', Leg: '' },
    ]);
    expect(added.Change.NewFare).toBeGreaterThan(plain);
    const second = { ...(await withStops([mileEnd, bow])), smallpets: 1, infantseats: 1, changekey: randomUUID() };
    const reordered = (await post('/api/changebooking', second)).json();
    expect(reordered, JSON.stringify(reordered)).toMatchObject({ Code: 1, Applied: true });
    expect(reordered.Change.Fields).toEqual([
      { Field: 'Via stops', From: 'Bow Church; Mile End', To: 'Mile End; Bow Church', Leg: '' },
      { Field: 'Infant seats', From: '0', To: '1', Leg: '' },
    ]);
    const after = await stored(reference);
    expect(after.outward?.via.map((v) => v.address)).toEqual(['Mile End', 'Bow Church']);
    expect(after.booking).toMatchObject({ smallPets: 1, infantSeats: 1 });
  });

  it('refuses via stops the quote did not price', async () => {
    const [cheap] = vehicles;
    const { reference, bookingdate } = await book('cash', cheap!.id);
    const body = { ...(await changeBody(reference, cheap!.id, bookingdate)), viaaddresses: [bow] };
    const answer = await post('/api/changebooking', { ...body, changekey: randomUUID() });
    expect(answer.json().Code).toBe(2);
    expect((await stored(reference)).changes).toHaveLength(0);
  });

  it('refuses a wheelchair on a vehicle that does not carry one, as a new booking is refused', async () => {
    const saloon = vehicles.find((v) => v.name === 'Saloon');
    if (!saloon) throw new Error('the test tenant has a saloon');
    const { reference, bookingdate } = await book('cash', saloon.id);
    const body = { ...(await changeBody(reference, saloon.id, bookingdate)), wheelchair: true };
    expect((await post('/api/changebookingquote', body)).json()).toEqual({
      Code: 2,
      Message:
        'The Saloon does not have: wheelchair-accessible vehicle. Choose a vehicle marked as meeting your access needs.',
      Change: null,
    });
  });

  it('refuses more passengers than the new vehicle seats', async () => {
    const saloon = vehicles.find((v) => v.name === 'Saloon');
    if (!saloon) throw new Error('the test tenant has a saloon');
    const { reference, bookingdate } = await book('cash', saloon.id);
    const body = { ...(await changeBody(reference, saloon.id, bookingdate)), passengers: 7 };
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    expect(answer).toMatchObject({ Code: 2, Applied: false });
    expect((await stored(reference)).booking.passengers).toBe(1);
  });
});

describe('a booking with a return journey', () => {
  const at = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

  /** A return booking made by OWNER, paid by card or in cash, out at `out` and back at `back`. */
  async function bookReturn(paymentmethod: 'card' | 'cash', vehtypeid: number, out: string, back: string) {
    const q = await quote(OWNER, vehtypeid, out, { rtntype: 'rtn', returndate: back });
    const body = {
      requestid: randomUUID(),
      quotationid: q.QuotationId,
      vehtypeid,
      ...journey,
      rtntype: 'rtn',
      returndate: back,
      paymentmethod,
      bookingdate: out,
      name: 'Pat',
      lastname: 'Payer',
      phone: '7700900123',
      email: 'pat@example.com',
    };
    const response =
      paymentmethod === 'card'
        ? await post('/api/paymentbooking', {
            booking: body,
            payment: { ...billing, nonce: await testCardNonce(app) },
            sandbox: true,
          })
        : await post('/api/createbookingTest', body);
    expect(response.json(), response.body).toMatchObject({ Code: 1 });
    return response.json().Bref as string;
  }

  /** The change of a return booking to `vehtypeid`, out at `out` and back at `back`, with a fresh return quote. */
  async function returnChange(reference: string, vehtypeid: number, out: string, back: string) {
    const q = await quote(OWNER, vehtypeid, out, { rtntype: 'rtn', returndate: back });
    return {
      bookingref: reference,
      quotationid: q.QuotationId,
      vehtypeid,
      ...journey,
      bookingdate: out,
      returndate: back,
      changekey: randomUUID(),
    };
  }

  async function legs(reference: string) {
    const { handle } = await getTestDb();
    const { booking } = await stored(reference);
    const parts = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id));
    return {
      booking,
      outward: parts.find((p) => p.leg === 'outward')!,
      inbound: parts.find((p) => p.leg === 'return')!,
    };
  }

  it('changes the return leg alone and says so in the trail', async () => {
    const [cheap] = vehicles;
    const [out, back, later] = [at(48), at(54), at(56)];
    const reference = await bookReturn('cash', cheap!.id, out, back);
    const before = await legs(reference);
    const answer = (await post('/api/changebooking', await returnChange(reference, cheap!.id, out, later))).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ Code: 1, Applied: true });
    expect(answer.Change.Fields).toEqual([
      { Field: 'Return pickup time', From: expect.any(String), To: expect.any(String), Leg: 'return' },
    ]);
    const after = await legs(reference);
    expect(after.inbound.pickupTime.toISOString()).toBe(later);
    expect(after.outward.pickupTime.toISOString()).toBe(before.outward.pickupTime.toISOString());
    const view = (
      await app.inject({ url: `/api/bookingdetails?jobid=${after.booking.id}`, headers: { authorization: OWNER } })
    ).json();
    expect(view.Booking.Changes[0].Fields[0]).toMatchObject({ Field: 'Return pickup time', Leg: 'return' });
    expect(view.Booking.ReturnDate).toBe(later);
  });

  it("changes a wait-and-return's waiting time, re-priced, with its return leg moved by the new wait", async () => {
    const [cheap] = vehicles;
    const out = at(48);
    const wait = { rtntype: 'w&r', waitingtime: 30 };
    const q = await quote(OWNER, cheap!.id, out, wait);
    const booked = await post('/api/createbookingTest', {
      requestid: randomUUID(),
      quotationid: q.QuotationId,
      vehtypeid: cheap!.id,
      ...journey,
      ...wait,
      paymentmethod: 'cash',
      bookingdate: out,
      name: 'Pat',
      lastname: 'Payer',
      phone: '7700900123',
      email: 'pat@example.com',
    });
    expect(booked.json(), booked.body).toMatchObject({ Code: 1 });
    const reference = booked.json().Bref as string;
    const before = await legs(reference);
    expect(before.outward.waitingTime).toBe(30);

    // The editor asks its quotation and the change with the same waiting time, as a new booking does.
    const longer = await quote(OWNER, cheap!.id, out, { rtntype: 'w&r', waitingtime: 90 });
    const change = {
      bookingref: reference,
      quotationid: longer.QuotationId,
      vehtypeid: cheap!.id,
      ...journey,
      bookingdate: out,
      waitingtime: 90,
      changekey: randomUUID(),
    };
    const answer = (await post('/api/changebooking', change)).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ Code: 1, Applied: true });
    expect(answer.Change.Fields).toContainEqual({ Field: 'Waiting time', From: '30 min', To: '90 min', Leg: 'return' });
    expect(answer.Change.NewFare).toBeGreaterThan(answer.Change.OldFare);
    const after = await legs(reference);
    expect([after.outward.waitingTime, after.inbound.waitingTime]).toEqual([90, 90]);
    expect(after.inbound.pickupTime.getTime() - before.inbound.pickupTime.getTime()).toBe(60 * 60_000);
    const view = (
      await app.inject({ url: `/api/bookingdetails?jobid=${after.booking.id}`, headers: { authorization: OWNER } })
    ).json();
    expect(view.Booking).toMatchObject({ RtnType: 'w&r', WaitingTime: 90 });

    // A change that leaves the wait out keeps the booking's own, so a quote asked with it is priced alike.
    const again = await quote(OWNER, vehicles[1]!.id, out, { rtntype: 'w&r', waitingtime: 90 });
    const keep = { ...change, quotationid: again.QuotationId, vehtypeid: vehicles[1]!.id, changekey: randomUUID() };
    const { waitingtime: _left, ...withoutWait } = keep;
    const kept = (await post('/api/changebookingquote', withoutWait)).json();
    expect(kept, JSON.stringify(kept)).toMatchObject({ Code: 1 });
    expect(kept.Change.Fields.map((f: { Field: string }) => f.Field)).toEqual(['Vehicle']);
  });

  it('re-prices both legs of a vehicle change and refunds the cheaper total to the card', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const [out, back] = [at(48), at(54)];
    const reference = await bookReturn('card', dear.id, out, back);
    const before = await legs(reference);
    expect(before.booking.returnFare).toBeGreaterThan(0);
    const answer = (await post('/api/changebooking', await returnChange(reference, cheap.id, out, back))).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({
      Code: 1,
      Applied: true,
      Change: { Settlement: 'refund', Fields: [{ Field: 'Vehicle', Leg: 'both' }] },
    });
    const after = await legs(reference);
    expect(after.booking.totalFare).toBeCloseTo(after.booking.fare + after.booking.returnFare, 2);
    expect(after.booking.totalFare).toBeLessThan(before.booking.totalFare);
    expect(after.inbound.fare).toBe(after.booking.returnFare);
    const given = (await stored(reference)).refunds;
    expect(given.map((r) => r.amount)).toEqual([
      Math.round((before.booking.totalFare - after.booking.totalFare) * 100) / 100,
    ]);
  });

  it('lets the return leg be changed after the outward leg closed, but not the outward leg', async () => {
    const [cheap] = vehicles;
    // Inside the tenant's 2 hours for the outward leg, well before the return leg's.
    const [out, back, later] = [at(1.5), at(30), at(31)];
    const reference = await bookReturn('cash', cheap!.id, out, back);
    const view = (
      await app.inject({
        url: `/api/bookingdetails?jobid=${(await legs(reference)).booking.id}`,
        headers: { authorization: OWNER },
      })
    ).json();
    expect(view.Booking.ChangesAllowed).toBe(true);
    const outwardMoved = (
      await post('/api/changebooking', await returnChange(reference, cheap!.id, at(1.75), back))
    ).json();
    expect(outwardMoved).toMatchObject({ Code: 2, Applied: false });
    expect(outwardMoved.Message).toMatch(/^Changes close 2 hours before pickup\./);
    const returnMoved = (await post('/api/changebooking', await returnChange(reference, cheap!.id, out, later))).json();
    expect(returnMoved, JSON.stringify(returnMoved)).toMatchObject({ Code: 1, Applied: true });
    expect((await legs(reference)).inbound.pickupTime.toISOString()).toBe(later);
  });
});

describe('the extras of a change', () => {
  it('stores the passengers, luggage, pets and notes a change asks for, as a new booking stores them', async () => {
    const vehicle = vehicles[vehicles.length - 1]!;
    const { reference, bookingdate } = await book('cash', vehicle.id);
    const extras = { passengers: 2, luggages: 3, handbags: 1, smallpets: 1, otherpets: 2 };
    const notes = { picknote: 'By the main entrance', dropnote: 'At the side gate' };
    const body = await changeBody(reference, vehicle.id, bookingdate);
    const answer = (await post('/api/changebooking', { ...body, ...extras, ...notes, changekey: randomUUID() })).json();
    expect(answer).toMatchObject({ Code: 1 });
    const after = await stored(reference);
    expect(after.booking).toMatchObject({ passengers: 2, luggages: 3, handbags: 1, smallPets: 1, otherPets: 2 });
    expect(after.outward).toMatchObject({ pickupNote: notes.picknote, dropoffNote: notes.dropnote });
  });
});

describe('changes refused', () => {
  it('refuses a change inside the tenant cut-off before pickup', async () => {
    const { tenant } = await getTestDb();
    const cutoff = tenant.configuration.Terms.ChangeCutoffHours ?? 0;
    expect(cutoff).toBeGreaterThan(0);
    const soon = new Date(Math.floor((Date.now() + (cutoff * 60 - 30) * 60_000) / 60_000) * 60_000).toISOString();
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference } = await book('cash', cheap.id, soon);
    const body = await changeBody(reference, dear.id, soon);
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    expect(answer).toMatchObject({ Code: 2, Applied: false });
    expect(answer.Message).toMatch(new RegExp(`^Changes close ${cutoff} hours? before pickup\\.`));
    expect((await stored(reference)).booking.vehicleTypeId).toBe(cheap.id);
  });

  it("answers a change that changes nothing, and a change made, in the domain's words", async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('cash', cheap.id);
    const same = await changeBody(reference, cheap.id, bookingdate);
    expect((await post('/api/changebookingquote', same)).json()).toEqual({
      Code: 2,
      Message: NOTHING_CHANGED_MESSAGE,
      Change: null,
    });
    const body = { ...(await changeBody(reference, dear.id, bookingdate)), changekey: randomUUID() };
    expect((await post('/api/changebooking', body)).json()).toMatchObject({
      Code: 1,
      Message: BOOKING_CHANGED_MESSAGE,
    });
    // A repeat of the confirm answers as the change made.
    expect((await post('/api/changebooking', body)).json()).toMatchObject({
      Code: 1,
      Message: BOOKING_CHANGED_MESSAGE,
    });
  });

  it('refuses a change once the driver has started', async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('cash', cheap.id);
    const { handle } = await getTestDb();
    await handle.db.update(bookings).set({ status: 'Started' }).where(eq(bookings.reference, reference));
    const body = await changeBody(reference, dear.id, bookingdate);
    const quoteAnswer = (await post('/api/changebookingquote', body)).json();
    expect(quoteAnswer).toEqual({ Code: 2, Message: 'This booking can no longer be changed.', Change: null });
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    expect(answer).toMatchObject({ Code: 2, Message: 'This booking can no longer be changed.' });
    expect((await stored(reference)).changes).toHaveLength(0);
  });

  it("answers another customer's booking as a missing one", async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('cash', cheap.id);
    const body = await changeBody(reference, dear.id, bookingdate, STRANGER);
    const answer = await post('/api/changebooking', { ...body, changekey: randomUUID() }, STRANGER);
    expect(answer.statusCode).toBe(404);
    expect((await stored(reference)).booking.vehicleTypeId).toBe(cheap.id);
  });

  it("refuses a price from a quote that is not the asker's own", async () => {
    const [cheap, dear] = [vehicles[0]!, vehicles[vehicles.length - 1]!];
    const { reference, bookingdate } = await book('cash', cheap.id);
    const body = await changeBody(reference, dear.id, bookingdate, STRANGER);
    const answer = (await post('/api/changebooking', { ...body, changekey: randomUUID() })).json();
    expect(answer.Code).toBe(2);
    expect((await stored(reference)).changes).toHaveLength(0);
  });

  it('answers a malformed body 400 with Code 2 naming the field', async () => {
    const answer = await post('/api/changebooking', { bookingref: 'CKABCDEFG', vehtypeid: 'big', changekey: 'k' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Code).toBe(2);
    expect(answer.json().Message).toMatch(/vehtypeid|quotationid|pick|bookingdate/);
  });
});

describe('migration 0025', () => {
  it('is applied to a data folder migrated before it was added', async () => {
    if (process.env.DATABASE_URL) return;
    const handle = await openDatabase({});
    try {
      const files = readMigrationFiles();
      const without = files.filter((f) => !f.name.startsWith('0025_'));
      expect(without.length).toBe(files.length - 1);
      await migrate(handle, without);
      expect(await migrate(handle, files)).toEqual(['0025_booking_changes.sql']);
    } finally {
      await handle.close();
    }
  });
});
