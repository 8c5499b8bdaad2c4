import { inflateSync } from 'node:zlib';
import { addLocalDays, localDay } from '@cabkit/domain';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobParts } from '../src/db/schema';
import { bookerInvoices } from '../src/db/schema-accounts';
import { addBooking, auth, json, signUp, type TestAccount, type TestBookingOptions } from './accounts-helpers';
import { readTenantTheme } from '../src/services/tenants/tenant-files';
import { buildTestApp, useTestApp } from './app';
import { getTestDb } from './db';
import { insertBookerInvoice } from './helpers/fixtures';

const t = useTestApp();

/** The text drawn on a PDF's pages (pdf-lib writes Flate content streams with hex or literal strings). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const s of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      texts.push(s[1] !== undefined ? Buffer.from(s[1], 'hex').toString('latin1') : (s[2] ?? ''));
    }
  }
  return texts.join('\n');
}

type Row = {
  JobId: number;
  Bref: string;
  Card: number;
  Cash: number;
  Price: number;
  Commission: number;
  Status: string;
  Booker: string;
  PickUp: string;
  DropOff: string;
};

/**
 * Copies a booking and its leg `count` times, each copy with references and codes of its own and `legFields` on
 * its leg, so a period holds as many journeys as a test needs; answers the copies' ids.
 */
type Issued = { Code: number; Message: string; Invoice: { Id: number; Code: string } | null };

/** The booker issues their own invoice for `datefrom` to `dateto` (on the shared app unless `app` is given). */
const issue = async (booker: TestAccount, datefrom: string, dateto: string, app = t.app()) =>
  json(
    await app.inject({
      method: 'POST',
      url: '/api/bookerinvoice',
      headers: auth(booker),
      payload: { bookerid: booker.bookerId, datefrom, dateto },
    }),
  ) as unknown as Issued;

/** A booking the booker made for themself (their own customer record), as `fields` say. */
const bookersOwn = (booker: TestAccount, fields: Omit<TestBookingOptions, 'customerId' | 'bookerId'>) =>
  addBooking({ customerId: booker.id, bookerId: booker.bookerId, ...fields });

async function copyBooking(bookingId: number, count: number, legFields: { pickup?: string; dropoff?: string } = {}) {
  const { handle } = await getTestDb();
  const [template] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [part] = await handle.db.select().from(jobParts).where(eq(jobParts.bookingId, bookingId));
  if (!template || !part) throw new Error('no booking');
  const { id: _id, ...bookingFields } = template;
  const { id: _partId, ...partFields } = part;
  const added = await handle.db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...bookingFields,
        reference: `${template.reference}-${i}`,
        trackingCode: `${template.trackingCode}-${i}`,
        requestId: `${template.requestId}-${i}`,
      })),
    )
    .returning({ id: bookings.id });
  await handle.db
    .insert(jobParts)
    .values(
      added.map((b, i) => ({ ...partFields, bookingId: b.id, reference: `${template.reference}-${i}`, ...legFields })),
    );
  return added;
}

describe('booker statement', () => {
  it("lists the company's bookings in the date range with card, cash and commission", async () => {
    const booker = await signUp(t.app(), { booker: true, commissionRate: 12.5 });
    const a = await bookersOwn(booker, {
      at: new Date('2026-03-02T09:00:00Z'),
      status: 'Finished',
      paymentType: 'account',
      totalFare: 40,
    });
    const b = await bookersOwn(booker, {
      // 23:30 in London (summer time), the last half hour of the period.
      at: new Date('2026-03-31T22:30:00Z'),
      status: 'Finished',
      paymentType: 'cash',
      totalFare: 24,
    });
    await bookersOwn(booker, {
      at: new Date('2026-03-10T09:00:00Z'),
      status: 'Cancelled',
      paymentType: 'card',
      totalFare: 99,
    });
    await bookersOwn(booker, {
      at: new Date('2026-04-01T00:00:00Z'),
      status: 'Finished',
      totalFare: 70,
    });
    await addBooking({
      customerId: booker.id,
      bookerId: null,
      at: new Date('2026-03-05T09:00:00Z'),
      status: 'Finished',
      totalFare: 70,
    });
    const response = await t.app().inject({
      method: 'GET',
      url: `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=2026-03-01&dateto=2026-03-31`,
      headers: auth(booker),
    });
    const body = json(response) as unknown as {
      Rows: Row[];
      TotalCard: number;
      TotalCash: number;
      TotalPrice: number;
      TotalCommission: number;
      CommissionRate: number;
    };
    expect(response.statusCode).toBe(200);
    expect(body.Rows.map((r) => r.Bref)).toEqual([a.reference, expect.any(String), b.reference]);
    expect(body.Rows[0]).toMatchObject({
      Card: 40,
      Cash: 0,
      Price: 40,
      Commission: 5,
      Booker: 'Tess Tester',
      PickUp: "King's Cross Station",
    });
    expect(body.Rows[1]).toMatchObject({ Status: 'Cancelled', Price: 0, Commission: 0 });
    expect(body.Rows[2]).toMatchObject({ Card: 0, Cash: 24, Commission: 3 });
    expect(body).toMatchObject({
      TotalCard: 40,
      TotalCash: 24,
      TotalPrice: 64,
      TotalCommission: 8,
      CommissionRate: 12.5,
    });
  });

  it('counts a booking on its London day: midnight and both clock changes', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const at = async (iso: string) =>
      (
        await bookersOwn(booker, {
          at: new Date(iso),
          status: 'Finished',
          totalFare: 10,
        })
      ).reference;
    const beforeSpring = await at('2026-03-28T23:30:00Z'); // Saturday 28/03 23:30 GMT
    const springNight = await at('2026-03-29T00:30:00Z'); // Sunday 29/03 00:30 GMT, before the clocks go forward
    const springLate = await at('2026-03-29T22:59:00Z'); // Sunday 29/03 23:59 BST
    const afterSpring = await at('2026-03-29T23:30:00Z'); // Monday 30/03 00:30 BST (still the 29th in UTC)
    const autumnNight = await at('2026-10-24T23:30:00Z'); // Sunday 25/10 00:30 BST (the 24th in UTC)
    const autumnLate = await at('2026-10-25T23:30:00Z'); // Sunday 25/10 23:30 GMT
    const refs = async (from: string, to: string) => {
      const response = await t.app().inject({
        method: 'GET',
        url: `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=${from}&dateto=${to}`,
        headers: auth(booker),
      });
      expect(response.statusCode).toBe(200);
      return (json(response).Rows as Row[]).map((r) => r.Bref);
    };
    expect(await refs('2026-03-28', '2026-03-28')).toEqual([beforeSpring]);
    expect(await refs('2026-03-29', '2026-03-29')).toEqual([springNight, springLate]);
    expect(await refs('2026-03-30', '2026-03-30')).toEqual([afterSpring]);
    expect(await refs('2026-10-24', '2026-10-24')).toEqual([]);
    expect(await refs('2026-10-25', '2026-10-25')).toEqual([autumnNight, autumnLate]);

    // The weekly chart counts the same London days (week of Monday 23/03: Saturday 1, Sunday 2).
    const week = json(
      await t.app().inject({
        method: 'GET',
        url: `/api/booking?weekcommencing=2026-03-23&bookerid=${booker.bookerId}`,
        headers: auth(booker),
      }),
    ) as unknown as { Days: { Date: string; Count: number }[] };
    expect(week.Days.map((d) => d.Count)).toEqual([0, 0, 0, 0, 0, 1, 2]);

    // The invoice PDF prints its dates as dd/mm/yyyy and each row on its London day.
    const created = await issue(booker, '2026-03-29', '2026-03-30');
    const invoice = created.Invoice as { Id: number };
    const pdf = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookerinvoicereport?id=${invoice.Id}`, headers: auth(booker) });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('29/03/2026 to 30/03/2026');
    expect(text).toMatch(/Issue date\n\d{2}\/\d{2}\/\d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text.match(/^29\/03\/2026$/gm)).toHaveLength(2);
    expect(text.match(/^30\/03\/2026$/gm)).toHaveLength(1);
    expect(text).toMatch(/^Total\n£30(\.00)?$/m);
  });

  it('refuses reversed dates (400 naming dateto), bad dates, non-bookers (403) and guests (401)', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const customer = await signUp(t.app());
    const reversed = await t.app().inject({
      method: 'GET',
      url: `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=2026-03-10&dateto=2026-03-01`,
      headers: auth(booker),
    });
    expect(json(reversed)).toEqual({ Code: 2, Message: 'dateto: must not be before datefrom' });
    const bad = await t.app().inject({
      method: 'GET',
      url: `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=yesterday&dateto=2026-03-01`,
      headers: auth(booker),
    });
    expect(json(bad)).toEqual({ Code: 2, Message: 'datefrom: must be a date (yyyy-mm-dd)' });
    const url = `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=2026-03-01&dateto=2026-03-31`;
    expect((await t.app().inject({ method: 'GET', url, headers: auth(customer) })).statusCode).toBe(403);
    expect((await t.app().inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('booker invoices', () => {
  it('issues, lists, changes and deletes invoices issued by Me', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const created = await issue(booker, '2026-02-01', '2026-02-28');
    expect(created).toMatchObject({
      Code: 1,
      Invoice: {
        DateFrom: '2026-02-01',
        DateTo: '2026-02-28',
        Issuer: 'Me',
        Editable: true,
        Code: expect.stringMatching(/^INV-\d{6}$/),
      },
    });
    const id = (created.Invoice as { Id: number }).Id;
    const changed = json(
      await t.app().inject({
        method: 'PUT',
        url: '/api/bookerinvoice',
        headers: auth(booker),
        payload: { bookerid: booker.bookerId, id, datefrom: '2026-02-02', dateto: '2026-03-01' },
      }),
    );
    expect(changed).toMatchObject({ Code: 1, Invoice: { Id: id, DateFrom: '2026-02-02', DateTo: '2026-03-01' } });
    const list = json(
      await t
        .app()
        .inject({ method: 'GET', url: `/api/bookerinvoice?bookerid=${booker.bookerId}`, headers: auth(booker) }),
    );
    expect((list.Invoices as { Id: number }[]).map((i) => i.Id)).toEqual([id]);
    expect(
      json(
        await t.app().inject({
          method: 'DELETE',
          url: `/api/bookerinvoice?bookerid=${booker.bookerId}&id=${id}`,
          headers: auth(booker),
        }),
      ).Code,
    ).toBe(1);
    expect(
      (await t.app().inject({ method: 'DELETE', url: `/api/bookerinvoice?id=${id}`, headers: auth(booker) }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps invoices issued by the company read-only', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const issued = await insertBookerInvoice({
      bookerId: booker.bookerId,
      code: `INV-T-${booker.bookerId}`,
      issuer: 'Cabkit',
    });
    const list = json(
      await t
        .app()
        .inject({ method: 'GET', url: `/api/bookerinvoice?bookerid=${booker.bookerId}`, headers: auth(booker) }),
    );
    expect(list.Invoices).toEqual([expect.objectContaining({ Issuer: 'Cabkit', Editable: false })]);
    const put = await t.app().inject({
      method: 'PUT',
      url: '/api/bookerinvoice',
      headers: auth(booker),
      payload: { bookerid: booker.bookerId, id: issued.id, datefrom: '2026-01-01', dateto: '2026-01-15' },
    });
    expect(json(put)).toEqual({ Code: 2, Message: 'Only invoices you issued can be changed.', Invoice: null });
    const del = await t
      .app()
      .inject({ method: 'DELETE', url: `/api/bookerinvoice?id=${issued.id}`, headers: auth(booker) });
    expect(json(del).Code).toBe(2);
    const { handle } = await getTestDb();
    const [still] = await handle.db.select().from(bookerInvoices).where(eq(bookerInvoices.id, issued.id));
    expect(still?.dateTo).toBe('2026-01-31');
  });

  it('answers 400 for bad invoice input', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const missing = await t.app().inject({
      method: 'POST',
      url: '/api/bookerinvoice',
      headers: auth(booker),
      payload: { bookerid: booker.bookerId, datefrom: '2026-02-01' },
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).Message).toContain('dateto');
    const reversed = await t.app().inject({
      method: 'POST',
      url: '/api/bookerinvoice',
      headers: auth(booker),
      payload: { bookerid: booker.bookerId, datefrom: '2026-02-10', dateto: '2026-02-01' },
    });
    expect(json(reversed)).toEqual({ Code: 2, Message: 'dateto: must not be before datefrom' });
  });

  it('renders the invoice report as a real PDF, or as JSON with its file name and base64', async () => {
    const booker = await signUp(t.app(), { booker: true });
    await bookersOwn(booker, {
      at: new Date('2026-02-10T09:00:00Z'),
      status: 'Finished',
      totalFare: 55,
    });
    const created = await issue(booker, '2026-02-01', '2026-02-28');
    const invoice = created.Invoice as { Id: number; Code: string };
    const pdf = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookerinvoicereport?id=${invoice.Id}`, headers: auth(booker) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.Code}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Invoice ${invoice.Code}`);
    expect(doc.getPageCount()).toBe(1);

    const asJson = json(
      await t
        .app()
        .inject({ method: 'GET', url: `/api/bookerinvoicereport?id=${invoice.Id}&format=json`, headers: auth(booker) }),
    );
    expect(asJson).toMatchObject({ Code: 1, FileName: invoice.Code, FileExtension: '.pdf' });
    expect(Buffer.from(String(asJson.Invoice), 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('weekly booking chart', () => {
  it('counts bookings and sums their value per day of the week', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const at = (iso: string, totalFare: number, status = 'Finished') =>
      addBooking({ customerId: booker.id, bookerId: booker.bookerId, at: new Date(iso), totalFare, status });
    await at('2026-11-16T08:00:00Z', 20);
    await at('2026-11-16T18:00:00Z', 15.5);
    await at('2026-11-18T12:00:00Z', 30);
    await at('2026-11-18T13:00:00Z', 99, 'Cancelled');
    await at('2026-11-23T00:00:00Z', 99);
    const response = await t.app().inject({
      method: 'GET',
      url: `/api/booking?weekcommencing=2026-11-16&bookerid=${booker.bookerId}`,
      headers: auth(booker),
    });
    const body = json(response) as unknown as {
      Days: { Date: string; Day: string; Count: number; Value: number }[];
      TotalCount: number;
      TotalValue: number;
    };
    expect(body.Days).toHaveLength(7);
    expect(body.Days[0]).toEqual({ Date: '2026-11-16', Day: 'Monday', Count: 2, Value: 35.5 });
    expect(body.Days[2]).toEqual({ Date: '2026-11-18', Day: 'Wednesday', Count: 1, Value: 30 });
    expect(body).toMatchObject({ TotalCount: 3, TotalValue: 65.5 });
  });

  it('needs weekcommencing and the caller’s own booker id', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const other = await signUp(t.app(), { booker: true });
    const missing = await t
      .app()
      .inject({ method: 'GET', url: `/api/booking?bookerid=${booker.bookerId}`, headers: auth(booker) });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).Message).toContain('weekcommencing');
    const theirs = await t.app().inject({
      method: 'GET',
      url: `/api/booking?weekcommencing=2026-11-16&bookerid=${other.bookerId}`,
      headers: auth(booker),
    });
    expect(theirs.statusCode).toBe(403);
  });
});

describe('issued invoices are fixed records', () => {
  it('keeps its rows and totals when a trip is cancelled after it was issued', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const at = (iso: string, totalFare: number) =>
      bookersOwn(booker, {
        at: new Date(iso),
        status: 'Finished',
        totalFare,
      });
    await at('2026-05-04T09:00:00Z', 40);
    const later = await at('2026-05-05T09:00:00Z', 25);
    const issued = await issue(booker, '2026-05-01', '2026-05-31');
    expect(issued).toMatchObject({ Code: 1, Invoice: { Code: expect.stringMatching(/^INV-\d{6}$/) } });
    const { handle } = await getTestDb();
    await handle.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, later.id));

    const pdf = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookerinvoicereport?id=${issued.Invoice?.Id}`, headers: auth(booker) });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/^Total\n£65(\.00)?$/m);
    expect(text).not.toContain('Cancelled');
    const [row] = await handle.db
      .select()
      .from(bookerInvoices)
      .where(eq(bookerInvoices.id, issued.Invoice?.Id ?? 0));
    expect(row).toMatchObject({ totalPrice: 65, currencyCode: 'GBP' });
    expect(row?.rows?.map((r) => r.Status)).toEqual(['Finished', 'Finished']);
    // The statement is live and shows the cancellation; the invoice is not.
    const statement = json(
      await t.app().inject({
        method: 'GET',
        url: `/api/bookerstatement?bookerid=${booker.bookerId}&datefrom=2026-05-01&dateto=2026-05-31`,
        headers: auth(booker),
      }),
    );
    expect(statement.TotalPrice).toBe(40);
  });

  it('refuses a day already invoiced, overlapping periods and days that have not ended', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const first = await issue(booker, '2026-02-01', '2026-02-28');
    expect(first.Code).toBe(1);
    const code = first.Invoice?.Code;
    const refusal = `Invoice ${code} already covers 01/02/2026 to 28/02/2026: please choose days no invoice covers yet.`;
    expect(await issue(booker, '2026-02-01', '2026-02-28')).toEqual({ Code: 2, Message: refusal, Invoice: null });
    expect(await issue(booker, '2026-02-14', '2026-02-14')).toEqual({ Code: 2, Message: refusal, Invoice: null });
    expect(await issue(booker, '2026-01-15', '2026-02-01')).toEqual({ Code: 2, Message: refusal, Invoice: null });
    expect(await issue(booker, '2026-02-28', '2026-03-10')).toEqual({ Code: 2, Message: refusal, Invoice: null });
    // Another booker's invoices are theirs alone.
    expect((await issue(await signUp(t.app(), { booker: true }), '2026-02-01', '2026-02-28')).Code).toBe(1);

    const today = localDay(new Date());
    const notEnded = {
      Code: 2,
      Message: 'An invoice can only cover days that have ended: please choose a last day before today.',
      Invoice: null,
    };
    expect(await issue(booker, addLocalDays(today, -3), today)).toEqual(notEnded);
    expect(await issue(booker, addLocalDays(today, 1), addLocalDays(today, 30))).toEqual(notEnded);

    const march = await issue(booker, '2026-03-01', '2026-03-31');
    expect(march.Code).toBe(1);
    const put = (id: number, datefrom: string, dateto: string) =>
      t
        .app()
        .inject({
          method: 'PUT',
          url: '/api/bookerinvoice',
          headers: auth(booker),
          payload: { bookerid: booker.bookerId, id, datefrom, dateto },
        })
        .then((r) => json(r));
    const marchId = march.Invoice?.Id ?? 0;
    expect(await put(marchId, '2026-02-20', '2026-03-31')).toEqual({ Code: 2, Message: refusal, Invoice: null });
    expect(await put(marchId, '2026-03-01', addLocalDays(today, 2))).toEqual(notEnded);
    // Changing an invoice's own days is checked against the others only.
    expect(await put(marchId, '2026-03-02', '2026-04-30')).toMatchObject({
      Code: 1,
      Invoice: { DateTo: '2026-04-30' },
    });
    const { handle } = await getTestDb();
    const rows = await handle.db
      .select()
      .from(bookerInvoices)
      .where(eq(bookerInvoices.bookerId, booker.bookerId ?? 0));
    expect(rows.map((r) => [r.dateFrom, r.dateTo]).sort()).toEqual([
      ['2026-02-01', '2026-02-28'],
      ['2026-03-02', '2026-04-30'],
    ]);
  });

  it('issues exactly one invoice when the same period is asked for several times at once', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => issue(booker, '2026-06-01', '2026-06-30')));
    expect(answers.filter((a) => a.Code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.Code === 2)).toHaveLength(5);
    const { handle } = await getTestDb();
    const rows = await handle.db
      .select()
      .from(bookerInvoices)
      .where(eq(bookerInvoices.bookerId, booker.bookerId ?? 0));
    expect(rows).toHaveLength(1);
  });

  it('refuses a period with more journeys than one invoice lists, saying to choose a shorter one', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const made = await bookersOwn(booker, {
      at: new Date('2026-07-01T09:00:00Z'),
      status: 'Finished',
    });
    const added = await copyBooking(made.id, 500);
    const { handle } = await getTestDb();
    expect(await issue(booker, '2026-07-01', '2026-07-01')).toEqual({
      Code: 2,
      Message: 'This period has 501 journeys, more than the 500 one invoice can list: please choose a shorter period.',
      Invoice: null,
    });
    await handle.db.delete(bookings).where(
      inArray(
        bookings.id,
        added.slice(0, 1).map((b) => b.id),
      ),
    );
    expect((await issue(booker, '2026-07-01', '2026-07-01')).Code).toBe(1);
  });

  it('renders a long invoice off the request thread: other calls keep answering meanwhile', async () => {
    const booker = await signUp(t.app(), { booker: true });
    const made = await bookersOwn(booker, {
      at: new Date('2026-08-03T09:00:00Z'),
      status: 'Finished',
    });
    const long = 'Flat 12, Some Very Long Building Name, 123 The Longest Street In The Whole Of Greater London, ';
    await copyBooking(made.id, 299, { pickup: long.repeat(6), dropoff: long.repeat(6) });
    const issued = await issue(booker, '2026-08-01', '2026-08-31');
    expect(issued.Code).toBe(1);
    let done = false;
    const download = t
      .app()
      .inject({ method: 'GET', url: `/api/bookerinvoicereport?id=${issued.Invoice?.Id}`, headers: auth(booker) })
      .finally(() => {
        done = true;
      });
    // The longest time between two answers of a cheap call asked for again and again while the PDF renders.
    const answeredAt: number[] = [performance.now()];
    while (!done) {
      await t.app().inject({ method: 'GET', url: '/api/configuration' });
      answeredAt.push(performance.now());
      // inject answers without reaching the event loop's I/O phase; let the worker's answer in.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // A render on this thread would block during the pause above: count that wait too.
    answeredAt.push(performance.now());
    const gaps = answeredAt.slice(1).map((at, i) => at - (answeredAt[i] ?? at));
    const pdf = await download;
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThan(5);
    // Rendering on the request thread held every other call for seconds; now they answer while it renders.
    expect(Math.max(...gaps)).toBeLessThan(1500);
    expect(gaps.length).toBeGreaterThan(5);
  });
});

describe("an invoice's issuer", () => {
  let branded: FastifyInstance;
  beforeAll(async () => {
    const { tenant } = await getTestDb();
    branded = await buildTestApp({ tenant: { ...tenant, theme: readTenantTheme('nightcab') } });
  });
  afterAll(async () => branded.close());

  it("prints the tenant's legal name as Issued by on a company invoice, never its short name", async () => {
    const booker = await signUp(branded, { booker: true });
    const issued = await insertBookerInvoice({
      bookerId: booker.bookerId,
      code: `INV-L-${booker.bookerId}`,
      issuer: 'nightcab',
    });
    const pdf = await branded.inject({
      method: 'GET',
      url: `/api/bookerinvoicereport?id=${issued.id}`,
      headers: auth(booker),
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const lines = pdfText(pdf.rawPayload).split('\n');
    expect(lines[lines.indexOf('Issued by') + 1]).toBe('NightCab Executive Travel Ltd');
    expect(lines).not.toContain('nightcab');
  });

  it("prints the booker's company as Issued by on an invoice the booker issued", async () => {
    const booker = await signUp(branded, { booker: true });
    const created = await issue(booker, '2026-02-01', '2026-02-28', branded);
    const invoice = created.Invoice as { Id: number };
    const pdf = await branded.inject({
      method: 'GET',
      url: `/api/bookerinvoicereport?id=${invoice.Id}`,
      headers: auth(booker),
    });
    const lines = pdfText(pdf.rawPayload).split('\n');
    expect(lines[lines.indexOf('Issued by') + 1]).not.toBe('NightCab Executive Travel Ltd');
    expect(lines[lines.indexOf('Issued by') + 1]).toBe(lines[lines.indexOf('Bill to') + 1]);
  });
});
