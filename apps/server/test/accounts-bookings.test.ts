import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { comments, promotions } from '../src/db/schema-accounts';
import { RECEIPT_SENT } from '../src/routes/accounts-bookings';
import { addBooking, auth, json, lastMailTo, statusesOnOwnApp, signUp, type TestAccount } from './accounts-helpers';
import { buildTestApp, useTestApp } from './app';
import { getTestDb } from './db';

const t = useTestApp();
const DAY = 24 * 3600 * 1000;

type Listed = { Bookings: { Bref: string; Status: string; Time: string; ReturnDate: string; PickUp: string }[] };

describe('current bookings and journey history', () => {
  it("lists the customer's current bookings soonest first, and past ones in history by period", async () => {
    const me = await signUp(t.app());
    const someoneElse = await signUp(t.app());
    const soon = await addBooking({ customerId: me.id, at: new Date(Date.now() + DAY) });
    const later = await addBooking({
      customerId: me.id,
      at: new Date(Date.now() + 5 * DAY),
      returnAt: new Date(Date.now() + 6 * DAY),
    });
    const lastWeek = await addBooking({ customerId: me.id, at: new Date(Date.now() - 7 * DAY), status: 'Finished' });
    const cancelled = await addBooking({ customerId: me.id, at: new Date(Date.now() + 3 * DAY), status: 'Cancelled' });
    const fourMonths = await addBooking({
      customerId: me.id,
      at: new Date(Date.now() - 120 * DAY),
      status: 'Finished',
    });
    const yearAgo = await addBooking({ customerId: me.id, at: new Date(Date.now() - 400 * DAY), status: 'Finished' });
    await addBooking({ customerId: someoneElse.id });

    const current = json(
      await t.app().inject({ method: 'GET', url: `/api/currentbookings?custid=${me.id}`, headers: auth(me) }),
    ) as unknown as Listed;
    expect(current.Bookings.map((b) => b.Bref)).toEqual([soon.reference, later.reference]);
    expect(current.Bookings[1]?.ReturnDate).not.toBe('');
    expect(current.Bookings[0]).toMatchObject({ Status: 'Upcoming', PickUp: "King's Cross Station" });

    const history = async (filter: number) =>
      (
        json(
          await t
            .app()
            .inject({ method: 'GET', url: `/api/journeyhistory?custid=${me.id}&filter=${filter}`, headers: auth(me) }),
        ) as unknown as Listed
      ).Bookings.map((b) => b.Bref);
    expect(await history(0)).toEqual([
      cancelled.reference,
      lastWeek.reference,
      fourMonths.reference,
      yearAgo.reference,
    ]);
    expect(await history(3)).toEqual([cancelled.reference, lastWeek.reference]);
    expect(await history(6)).toEqual([cancelled.reference, lastWeek.reference, fourMonths.reference]);
    expect(await history(12)).toEqual([cancelled.reference, lastWeek.reference, fourMonths.reference]);
  });

  it("gives a booker every booking made through the company, only with the booker's own booker id", async () => {
    const booker = await signUp(t.app(), { booker: true });
    const colleague = await signUp(t.app());
    const made = await addBooking({ customerId: colleague.id, bookerId: booker.bookerId });
    const list = json(
      await t.app().inject({
        method: 'GET',
        url: `/api/currentbookings?custid=${booker.id}&bookerid=${booker.bookerId}`,
        headers: auth(booker),
      }),
    ) as unknown as Listed;
    expect(list.Bookings.map((b) => b.Bref)).toEqual([made.reference]);
    const forged = await t.app().inject({
      method: 'GET',
      url: `/api/currentbookings?custid=${colleague.id}&bookerid=${booker.bookerId}`,
      headers: auth(colleague),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('checks the filter and needs a session', async () => {
    const me = await signUp(t.app());
    const bad = await t
      .app()
      .inject({ method: 'GET', url: `/api/journeyhistory?custid=${me.id}&filter=5`, headers: auth(me) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toBe('filter: must be 0, 3, 6 or 12');
    expect((await t.app().inject({ method: 'GET', url: `/api/journeyhistory?custid=${me.id}` })).statusCode).toBe(401);
    expect((await t.app().inject({ method: 'GET', url: '/api/currentbookings', headers: auth(me) })).statusCode).toBe(
      400,
    );
  });
});

describe('cancel booking', () => {
  /** `who` asks to cancel the booking or leg `payload.bookingref` names (on the shared app unless `app` is given). */
  const cancel = (who: TestAccount, payload: Record<string, unknown>, app = t.app()) =>
    app.inject({ method: 'POST', url: '/api/cancelbooking', headers: auth(who), payload });

  it('cancels an upcoming booking and all its legs', async () => {
    const me = await signUp(t.app());
    const booking = await addBooking({ customerId: me.id, returnAt: new Date(Date.now() + 4 * DAY) });
    const response = await cancel(me, { source: 1, bookingref: booking.reference });
    expect(json(response)).toEqual({ Code: 1, Message: `Booking ${booking.reference} has been cancelled.` });
    const { handle } = await getTestDb();
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('Cancelled');
    const legs = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id));
    expect(legs.map((l) => l.status)).toEqual(['Cancelled', 'Cancelled']);
    const again = await cancel(me, { bookingref: booking.reference });
    expect(json(again)).toEqual({ Code: 2, Message: 'This booking can no longer be cancelled.' });
  });

  it('cancels only the return leg when given its reference', async () => {
    const me = await signUp(t.app());
    const booking = await addBooking({ customerId: me.id, returnAt: new Date(Date.now() + 4 * DAY) });
    const response = await cancel(me, { bookingref: booking.returnReference });
    expect(json(response).Code).toBe(1);
    const { handle } = await getTestDb();
    const legs = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, booking.id)).orderBy(jobParts.id);
    expect(legs.map((l) => l.status)).toEqual(['Upcoming', 'Cancelled']);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('Upcoming');
  });

  it('refuses a booking that is under way or finished', async () => {
    const me = await signUp(t.app());
    for (const status of ['Started', 'POB', 'Finished']) {
      const booking = await addBooking({ customerId: me.id, status });
      const response = await cancel(me, { bookingref: booking.reference });
      expect(json(response)).toEqual({ Code: 2, Message: 'This booking can no longer be cancelled.' });
    }
  });

  it('refuses when the tenant does not allow online cancelling', async () => {
    const { tenant } = await getTestDb();
    const app = await buildTestApp({
      tenant: { ...tenant, configuration: { ...tenant.configuration, CanCancelBooking: false } },
    });
    try {
      const me = await signUp(app);
      const booking = await addBooking({ customerId: me.id });
      const response = await cancel(me, { bookingref: booking.reference }, app);
      expect(json(response)).toMatchObject({ Code: 2, Message: expect.stringContaining('cannot be cancelled online') });
    } finally {
      await app.close();
    }
  });

  it("answers someone else's booking exactly as an unknown reference (404), so references cannot be tried", async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const theirs = await addBooking({ customerId: other.id });
    const unknown = await cancel(me, { bookingref: 'NOPE123' });
    expect(unknown.statusCode).toBe(404);
    const refused = await cancel(me, { bookingref: theirs.reference });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
    const { handle } = await getTestDb();
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(row?.status).toBe('Upcoming');
  });
});

describe('email receipt', () => {
  it("mails the receipt to the account's address", async () => {
    const me = await signUp(t.app());
    const booking = await addBooking({ customerId: me.id, totalFare: 37.5 });
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/emailreceipt',
      headers: auth(me),
      payload: { source: 1, bookingref: booking.reference },
    });
    expect(json(response)).toEqual({ Code: 1, Message: RECEIPT_SENT });
    const mail = await lastMailTo(me.email);
    expect(mail?.subject).toContain(booking.reference);
    expect(mail?.textBody).toContain('Total: £37.50 (not yet paid)');
    expect(mail?.textBody).toContain("From: King's Cross Station");
  });

  it('says an unpaid card total is not yet paid, a paid one paid, with the time as dd/mm/yyyy hh:mm in London', async () => {
    const me = await signUp(t.app());
    // 11:09 UTC in British Summer Time is 12:09 on the tenant's clock.
    const unpaid = await addBooking({
      customerId: me.id,
      totalFare: 13.96,
      at: new Date(Date.UTC(2026, 6, 28, 11, 9)),
    });
    const receipt = async (reference: string) => {
      await t
        .app()
        .inject({ method: 'POST', url: '/api/emailreceipt', headers: auth(me), payload: { bookingref: reference } });
      return (await lastMailTo(me.email))?.textBody ?? '';
    };
    const text = await receipt(unpaid.reference);
    expect(text).toContain('Payment: card (not yet paid)');
    expect(text).toContain('Total: £13.96 (not yet paid)');
    expect(text).toContain('Pickup time: 28/07/2026 12:09');
    const { handle } = await getTestDb();
    await handle.db.update(bookings).set({ isPaid: true }).where(eq(bookings.id, unpaid.id));
    const paid = await receipt(unpaid.reference);
    expect(paid).toContain('Total: £13.96 (paid)');
    expect(paid).not.toContain('not yet paid');
  });

  it('sends no receipt for a cancelled booking', async () => {
    const me = await signUp(t.app());
    const booking = await addBooking({ customerId: me.id, status: 'Cancelled' });
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/emailreceipt',
      headers: auth(me),
      payload: { bookingref: booking.reference },
    });
    expect(json(response).Code).toBe(2);
    expect(await lastMailTo(me.email)).toBeUndefined();
  });

  it('needs the bookingref (400) and a session (401)', async () => {
    const me = await signUp(t.app());
    const bad = await t
      .app()
      .inject({ method: 'POST', url: '/api/emailreceipt', headers: auth(me), payload: { source: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toContain('bookingref');
    expect(
      (await t.app().inject({ method: 'POST', url: '/api/emailreceipt', payload: { bookingref: 'X' } })).statusCode,
    ).toBe(401);
  });
});

/** The tenant's seeded promotion with `code` (the demo seed's WELCOME10, SAVE5 and so on). */
async function seededPromotion(code: string) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenant.id), eq(promotions.code, code)));
  return row;
}

describe('promo codes and promotions', () => {
  it('gives WELCOME10 as £10 off with its promotion id, for guests and customers', async () => {
    const welcome = await seededPromotion('WELCOME10');
    const me = await signUp(t.app());
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/promocode',
      headers: auth(me),
      payload: { price: '42.50', promocode: 'welcome10', currencycode: 'GBP', custid: me.id },
    });
    expect(json(response)).toMatchObject({
      Code: 1,
      Value: 10,
      PromoId: welcome?.id,
      PromoCode: 'WELCOME10',
      CurrencyCode: 'GBP',
    });
    const guest = await t.app().inject({
      method: 'POST',
      url: '/api/promocode',
      payload: { price: 8, promocode: 'SAVE5', currencycode: 'GBP' },
    });
    expect(json(guest)).toMatchObject({ Code: 2, Message: 'This promo code needs a fare of at least £10.' });
    const save = await t
      .app()
      .inject({ method: 'POST', url: '/api/promocode', payload: { price: 12, promocode: 'SAVE5' } });
    expect(json(save)).toMatchObject({ Code: 1, Value: 5 });
  });

  it('refuses unknown, expired and already-used codes', async () => {
    const me = await signUp(t.app());
    const ask = (promocode: string) =>
      t.app().inject({
        method: 'POST',
        url: '/api/promocode',
        headers: auth(me),
        payload: { price: 50, promocode, custid: me.id },
      });
    expect(json(await ask('NOSUCHCODE'))).toMatchObject({
      Code: 2,
      Message: 'This promo code is not valid.',
      Value: 0,
      PromoId: 0,
    });
    expect(json(await ask('SUMMER2024'))).toMatchObject({ Code: 2, Message: 'This promo code has expired.' });
    const welcome = await seededPromotion('WELCOME10');
    await addBooking({ customerId: me.id, promoId: welcome?.id ?? 0, status: 'Finished' });
    expect(json(await ask('WELCOME10'))).toMatchObject({ Code: 2, Message: 'You have already used this promo code.' });
  });

  it("checks custid against the session and the input's fields", async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    expect(
      (
        await t.app().inject({
          method: 'POST',
          url: '/api/promocode',
          headers: auth(me),
          payload: { price: 50, promocode: 'SAVE5', custid: other.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app().inject({
          method: 'POST',
          url: '/api/promocode',
          payload: { price: 50, promocode: 'SAVE5', custid: other.id },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await t
      .app()
      .inject({ method: 'POST', url: '/api/promocode', payload: { price: -1, promocode: 'SAVE5' } });
    expect(json(bad)).toEqual({ Code: 2, Message: 'price: must not be negative' });
    const missing = await t
      .app()
      .inject({ method: 'POST', url: '/api/promocode', payload: { price: 10, promocode: ' ' } });
    expect(json(missing)).toEqual({ Code: 2, Message: 'promocode: is required' });
  });

  it('rate limits promo code attempts', async () => {
    const app = await buildTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 21; i++) {
        last = (
          await app.inject({
            method: 'POST',
            url: '/api/promocode',
            remoteAddress: '192.0.2.44',
            payload: { price: 50, promocode: `GUESS${i}` },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('reads a promotion by its link token, and not by its code', async () => {
    const save5 = await seededPromotion('SAVE5');
    const response = await t.app().inject({ method: 'GET', url: `/api/promotion?token=${save5?.token}` });
    expect(json(response)).toMatchObject({
      Code: 1,
      PromoId: save5?.id,
      PromoCode: 'SAVE5',
      Value: 5,
      CurrencyCode: 'GBP',
    });
    const byCode = await t.app().inject({ method: 'GET', url: '/api/promotion?token=SAVE5' });
    expect(json(byCode)).toMatchObject({ Code: 2, Message: 'This promotion is not available.', PromoId: 0 });
    expect((await t.app().inject({ method: 'GET', url: '/api/promotion' })).statusCode).toBe(400);
  });
});

describe('contact form (comment)', () => {
  const form = {
    phone: '7700900123',
    name: 'Jo Bloggs',
    email: 'jo@example.com',
    source: 1,
    subject: 'Umbrella',
    enqtype: 'Lost/Found property',
    message: 'I left my umbrella in the car.',
  };

  it('stores the message and forwards it to the tenant', async () => {
    const { handle, tenant } = await getTestDb();
    const response = await t.app().inject({ method: 'POST', url: '/api/comment', payload: form });
    expect(json(response)).toMatchObject({ Code: 1 });
    const rows = await handle.db.select().from(comments).where(eq(comments.subject, 'Umbrella'));
    expect(rows.at(-1)).toMatchObject({ enquiryType: 'Lost/Found property', name: 'Jo Bloggs', customerId: null });
    const mail = await lastMailTo(tenant.configuration.Email);
    expect(mail?.subject).toBe('Lost/Found property: Umbrella');
    expect(mail?.textBody).toContain('I left my umbrella in the car.');
  });

  it('escapes the message in the forwarded HTML', async () => {
    const { tenant } = await getTestDb();
    await t
      .app()
      .inject({ method: 'POST', url: '/api/comment', payload: { ...form, message: '<script>alert(1)</script>' } });
    const mail = await lastMailTo(tenant.configuration.Email);
    expect(mail?.htmlBody).not.toContain('<script>');
    expect(mail?.htmlBody).toContain('&lt;script&gt;');
  });

  it('answers 400 for a bad e-mail, and 403 for a custid that is not the caller', async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const bad = await t.app().inject({ method: 'POST', url: '/api/comment', payload: { ...form, email: 'nope' } });
    expect(json(bad)).toEqual({ Code: 2, Message: 'email: must be an e-mail address' });
    expect(
      (
        await t
          .app()
          .inject({ method: 'POST', url: '/api/comment', headers: auth(me), payload: { ...form, custid: other.id } })
      ).statusCode,
    ).toBe(403);
  });

  it('rate limits the contact form', async () => {
    const statuses = await statusesOnOwnApp(6, {
      method: 'POST',
      url: '/api/comment',
      remoteAddress: '192.0.2.99',
      payload: form,
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
