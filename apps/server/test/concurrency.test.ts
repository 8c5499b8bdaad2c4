import { randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { promotions } from '../src/db/schema-accounts';
import { payments } from '../src/db/schema-live';
import type { Session } from '../src/http/session';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { asapBookingBody, asapQuotation, cardBilling } from './helpers/booking-bodies';
import { testCardNonce } from './helpers/cards';

// The guarantees that must keep holding under load: 20 requests at once, on PGlite and on PostgreSQL
// (scripts/test-server-postgres.sh). Promotion limits hold (the promotion's row is locked while its uses are
// counted), and 20 identical bookings or payments make one booking and one charge.

const AT_ONCE = 20;

function testSession(header: string | undefined): Session | null {
  const match = /^Test c(\d+)$/.exec(header ?? '');
  return match ? { customerId: Number(match[1]), bookerId: null } : null;
}

const billing = cardBilling;

let app: FastifyInstance;
let vehicleTypeId: number;

/** A quotation asked for as `headers` say (a guest without): a booking presents one its own party asked for. */
const quotation = (headers: Record<string, string> = {}) => asapQuotation(app, { vehtypeid: vehicleTypeId, headers });

const bookingBody = (quotationId: string, extra: Record<string, unknown> = {}) =>
  asapBookingBody(quotationId, { vehtypeid: vehicleTypeId }, extra);

/** A fresh promotion: £5 off, valid now, with the given limits. */
async function promotion(limits: { maxUses?: number; maxUsesPerCustomer?: number }): Promise<number> {
  const { handle, tenant } = await getTestDb();
  const code = `RACE${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await handle.db
    .insert(promotions)
    .values({
      tenantId: tenant.id,
      code,
      description: 'Concurrency test',
      valueOff: 5,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 86_400_000),
      maxUses: limits.maxUses ?? null,
      maxUsesPerCustomer: limits.maxUsesPerCustomer ?? null,
      token: randomUUID(),
    })
    .returning({ id: promotions.id });
  return row!.id;
}

async function bookingsWithPromo(promoId: number): Promise<number> {
  const { handle } = await getTestDb();
  const [row] = await handle.db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.promoId, promoId), isNotNull(bookings.promoId)));
  return row?.n ?? 0;
}

const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/createbookingTest', headers, payload: body }).then((r) => r.json());

const codes = (answers: { Code: number }[]) => answers.map((answer) => answer.Code).sort();

beforeAll(async () => {
  app = await buildBookingTestApp({}, { resolveSession: (request) => testSession(request.headers.authorization) });
  vehicleTypeId = await firstVehicleTypeId(app);
});

resetEachAndCloseAfter(['payments', 'card_tokens'], () => [app]);

describe('promotion limits under 20 bookings at once', () => {
  it('a max_uses = 1 code goes to exactly one of 20 accounts booking at once', async () => {
    const promoId = await promotion({ maxUses: 1 });
    const accounts = Array.from({ length: AT_ONCE }, (_, i) => ({ authorization: `Test c${1000 + i}` }));
    const quotes = await Promise.all(accounts.map((account) => quotation(account)));
    const answers = await Promise.all(
      accounts.map((account, i) => book(bookingBody(quotes[i]?.QuotationId ?? '', { promoid: promoId }), account)),
    );
    expect(codes(answers)).toEqual([1, ...Array(AT_ONCE - 1).fill(2)]);
    expect(answers.filter((a) => a.Code === 2).every((a) => a.Message === 'This promo code has been fully used.')).toBe(
      true,
    );
    expect(await bookingsWithPromo(promoId)).toBe(1);
  });

  it('a once-per-customer code is granted once to one account sending 20 bookings at once', async () => {
    const promoId = await promotion({ maxUsesPerCustomer: 1 });
    const q = await quotation({ authorization: 'Test c2001' });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        book(bookingBody(q.QuotationId, { promoid: promoId }), { authorization: 'Test c2001' }),
      ),
    );
    expect(codes(answers)).toEqual([1, ...Array(AT_ONCE - 1).fill(2)]);
    expect(await bookingsWithPromo(promoId)).toBe(1);
  });

  it('a guest gets a once-per-person code once, whatever +tag or case variant of the e-mail is used', async () => {
    const promoId = await promotion({ maxUsesPerCustomer: 1 });
    const q = await quotation();
    expect((await book(bookingBody(q.QuotationId, { promoid: promoId, email: 'ada@example.com' }))).Code).toBe(1);
    for (const variant of ['Ada@Example.com', 'ada+again@example.com', ' ADA+Promo2@EXAMPLE.COM ']) {
      expect(await book(bookingBody(q.QuotationId, { promoid: promoId, email: variant }))).toMatchObject({
        Code: 2,
        Message: 'You have already used this promo code.',
      });
    }
    const variants = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        book(bookingBody(q.QuotationId, { promoid: promoId, email: `grace+${i}@Example.com` })),
      ),
    );
    expect(codes(variants)).toEqual([1, ...Array(AT_ONCE - 1).fill(2)]);
    expect(await bookingsWithPromo(promoId)).toBe(2);
  });
});

describe('20 identical requests at once', () => {
  it('20 identical bookings make one booking, every answer the same', async () => {
    const q = await quotation();
    const body = bookingBody(q.QuotationId);
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => book(body)));
    const confirmed = answers.filter((a) => a.Code === 1);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(new Set(confirmed.map((a) => a.Bref)).size).toBe(1);
    expect(
      answers.filter((a) => a.Code !== 1).every((a) => a.Message === 'This booking is still being processed.'),
    ).toBe(true);
    const { handle } = await getTestDb();
    const [stored] = await handle.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.requestId, body.requestid));
    expect(stored?.n).toBe(1);
  });

  it('20 identical card payments make one booking and one charge', async () => {
    const q = await quotation();
    const body = bookingBody(q.QuotationId, { paymentmethod: 'card' });
    const nonce = await testCardNonce(app);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        app
          .inject({
            method: 'POST',
            url: '/api/paymentbooking',
            payload: { booking: body, payment: { ...billing, nonce }, sandbox: true },
          })
          .then((r) => r.json()),
      ),
    );
    const paid = answers.filter((a) => a.PaymentResult.Code === 1 || a.PaymentResult.Code === 3);
    expect(paid.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.PaymentResult.Code === 1)).toHaveLength(1);
    const { handle } = await getTestDb();
    const stored = await handle.db.select().from(bookings).where(eq(bookings.requestId, body.requestid));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isPaid).toBe(true);
    const rows = await handle.db.select().from(payments).where(eq(payments.bookingId, stored[0]!.id));
    expect(rows.map((row) => [row.status, row.charges])).toEqual([['succeeded', 1]]);
  });
});
