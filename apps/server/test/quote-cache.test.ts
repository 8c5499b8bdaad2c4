import { QUOTE_REQUIRED_MESSAGE, quotationExpiredMessage, roundMoney } from '@cabkit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceTiers, quotations, tariffs, vehicleTypes } from '../src/db/schema';
import { deleteExpiredQuotes } from '../src/services/quotes/expired-quotes';
import { createQuoteSigner, loadQuoteSigningKey } from '../src/services/quotes/quote-token';
import type { StoredQuotation } from '../src/services/quotes/quote-types';
import { buildTestApp, useTestApp } from './app';
import { kingsCrossPickup, liverpoolStreetDropoff } from './helpers/fixtures';

// Quotes priced in memory (docs/decisions/0013-quotes-priced-in-memory.md, 0015-signed-quotations.md): quotations are
// priced from what the server holds in memory, dropped when its table changes, and signed into their QuotationId.
const t = useTestApp();

const JOURNEY = { ...kingsCrossPickup, ...liverpoolStreetDropoff };
const GUEST = { name: 'Ada', lastname: 'Lovelace', phone: '7700900123', email: 'ada@example.com' };
let counter = 0;
const requestId = () => `quote-cache-${Date.now()}-${++counter}`;

type Quote = {
  Code: number;
  QuotationId: string;
  TotalFare: number;
  AdditionalPrices: { VehTypeId: number; TotalFare: number }[];
};

async function quote(app = t.app()): Promise<Quote> {
  const res = await app.inject({ method: 'POST', url: '/api/quotation', payload: JOURNEY });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function book(quotationId: string, vehtypeid: number, extra: Record<string, unknown> = {}, app = t.app()) {
  return app.inject({
    method: 'POST',
    url: '/api/createbookingTest',
    payload: {
      ...JOURNEY,
      ...GUEST,
      requestid: requestId(),
      quotationid: quotationId,
      vehtypeid,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      ...extra,
    },
  });
}

/** Changes a table through the database (as an operator would) and waits until the app has heard of it. */
async function changeAndWait(table: string, write: () => Promise<unknown>): Promise<void> {
  const heard = t.app().changeNotices.next(table);
  await write();
  await heard;
}

async function activeTariff() {
  const { handle, tenant } = t.db();
  const [row] = await handle.db
    .select()
    .from(tariffs)
    .where(and(eq(tariffs.tenantId, tenant.id), eq(tariffs.active, true)));
  if (!row) throw new Error('no active tariff');
  return row;
}

async function storedCount(id: string): Promise<number> {
  const rows = await t.db().handle.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, id));
  return rows.length;
}

describe('prices held in memory', () => {
  it('prices the next quotation at a changed tariff, and at the old one again once it is put back', async () => {
    const { handle } = t.db();
    const before = await quote();
    const tariff = await activeTariff();
    try {
      await changeAndWait('tariffs', () =>
        handle.db
          .update(tariffs)
          .set({ perMile: tariff.perMile * 2, perMinute: tariff.perMinute * 2 })
          .where(eq(tariffs.id, tariff.id)),
      );
      const dearer = await quote();
      expect(dearer.TotalFare).toBeGreaterThan(before.TotalFare);
    } finally {
      await changeAndWait('tariffs', () =>
        handle.db
          .update(tariffs)
          .set({ perMile: tariff.perMile, perMinute: tariff.perMinute })
          .where(eq(tariffs.id, tariff.id)),
      );
    }
    expect((await quote()).TotalFare).toBe(before.TotalFare);
  });

  it('stops offering a vehicle type as soon as it is switched off, and offers it again when switched on', async () => {
    const { handle } = t.db();
    const list = await t.app().inject({ method: 'GET', url: '/api/vehicletypes' });
    const last = list.json().vehTypes.at(-1) as { Id: number; Name: string };
    try {
      await changeAndWait('vehicle_types', () =>
        handle.db.update(vehicleTypes).set({ active: false }).where(eq(vehicleTypes.id, last.Id)),
      );
      const offered = (await quote()).AdditionalPrices.map((p) => p.VehTypeId);
      expect(offered).not.toContain(last.Id);
      const names = (await t.app().inject({ method: 'GET', url: '/api/vehicletypes' })).json().vehTypes;
      expect(names.map((v: { Name: string }) => v.Name)).not.toContain(last.Name);
    } finally {
      await changeAndWait('vehicle_types', () =>
        handle.db.update(vehicleTypes).set({ active: true }).where(eq(vehicleTypes.id, last.Id)),
      );
    }
    expect((await quote()).AdditionalPrices.map((p) => p.VehTypeId)).toContain(last.Id);
  });

  it('books at a price tier factor changed after the quote', async () => {
    const { handle, tenant } = t.db();
    const q = await quote();
    const vehicle = q.AdditionalPrices[0]?.VehTypeId ?? 0;
    const quoted = q.AdditionalPrices[0]?.TotalFare ?? 0;
    const [tier] = await handle.db
      .select()
      .from(priceTiers)
      .where(and(eq(priceTiers.tenantId, tenant.id), eq(priceTiers.sortOrder, 0)));
    if (!tier) throw new Error('no standard tier');
    try {
      await changeAndWait('price_tiers', () =>
        handle.db
          .update(priceTiers)
          .set({ priceFactor: tier.priceFactor * 2 })
          .where(eq(priceTiers.id, tier.id)),
      );
      const res = await book(q.QuotationId, vehicle, { pricetier: 0, totalfare: quoted });
      // The server charges the tier as it is now: the quoted fare is refused, naming the right one.
      expect(res.json().Code).toBe(2);
      expect(res.json().Message).toBe(
        `The fare for this journey is £${roundMoney(quoted * tier.priceFactor * 2).toFixed(2)}, not ${quoted.toFixed(2)}. Please check the price and book again.`,
      );
    } finally {
      await changeAndWait('price_tiers', () =>
        handle.db.update(priceTiers).set({ priceFactor: tier.priceFactor }).where(eq(priceTiers.id, tier.id)),
      );
    }
  });
});

describe('expired quotations are deleted', () => {
  // Quotes are signed, not stored (docs/decisions/0015-signed-quotations.md): the table holds booked quotes and the
  // unbooked ones an older server wrote behind its answers, which the sweep deletes once expired.
  /** Stores quotes as the write-behind server did, expired `hours` ago. */
  async function storeExpired(count: number, hours: number): Promise<StoredQuotation[]> {
    const { handle, tenant } = t.db();
    const rows = Array.from({ length: count }, () => heldRow(tenant.id));
    const when = new Date(Date.now() - hours * 3_600_000);
    for (const row of rows) await handle.db.insert(quotations).values({ ...row, expiresAt: when });
    return rows;
  }

  it('deletes expired quotations no booking refers to, and keeps booked ones', async () => {
    const [stale] = await storeExpired(1, 48);
    const booked = await quote();
    const vehicle = booked.AdditionalPrices[0]?.VehTypeId ?? 0;
    expect((await book(booked.QuotationId, vehicle)).json()).toMatchObject({ Code: 1 });
    const bookedId = t.app().quoteSigner.open(booked.QuotationId)?.id ?? '';
    await t
      .db()
      .handle.db.update(quotations)
      .set({ expiresAt: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(quotations.id, bookedId));
    // A batch of one row per statement: the sweep goes on until a statement deletes fewer than a batch.
    const deleted = await deleteExpiredQuotes(t.db().handle.db, t.db().tenant.id, new Date(Date.now() - 86_400_000), 1);
    expect(deleted).toBe(1);
    expect(await storedCount(stale?.id ?? '')).toBe(0);
    expect(await storedCount(bookedId)).toBe(1);
  });

  it('keeps an expired quotation for the grace period before the sweep deletes it', async () => {
    const [row] = await storeExpired(1, 1);
    expect(await deleteExpiredQuotes(t.db().handle.db, t.db().tenant.id, new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await storedCount(row?.id ?? '')).toBe(1);
  });

  it('sweeps on its own timer while the app runs', async () => {
    const app = await buildTestApp({ quoteSweep: { everyMs: 20, keepMs: 0 } });
    try {
      const [row] = await storeExpired(1, 1);
      const end = Date.now() + 4000;
      while ((await storedCount(row?.id ?? '')) > 0) {
        if (Date.now() > end) throw new Error('the sweep did not delete the expired quotation');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await app.close();
    }
  });
});

describe('signed quotations (docs/decisions/0015)', () => {
  const expiredMessage = () => quotationExpiredMessage(t.db().tenant.configuration.Phone);

  it('writes nothing when it quotes, and writes the quote with its booking', async () => {
    const q = await quote();
    const signed = t.app().quoteSigner.open(q.QuotationId);
    expect(signed).not.toBeNull();
    expect(await storedCount(signed?.id ?? '')).toBe(0);
    const res = await book(q.QuotationId, q.AdditionalPrices[0]?.VehTypeId ?? 0);
    expect(res.json()).toMatchObject({ Code: 1, Message: 'Your booking is confirmed.' });
    const [stored] = await t
      .db()
      .handle.db.select()
      .from(quotations)
      .where(eq(quotations.id, signed?.id ?? ''));
    // Stored as it was quoted and signed: every priced input, the route and the expiry.
    expect(stored).toEqual(signed);
    const [booking] = (
      (await t
        .db()
        .handle.db.execute(
          sql`SELECT quotation_id FROM bookings WHERE tracking_code = ${res.json().TrackingCode}`,
        )) as unknown as { rows: { quotation_id: string }[] }
    ).rows;
    expect(booking?.quotation_id).toBe(signed?.id);
    // The same quote booked again (another request) is written once.
    expect((await book(q.QuotationId, q.AdditionalPrices[0]?.VehTypeId ?? 0)).json()).toMatchObject({ Code: 1 });
    expect(await storedCount(signed?.id ?? '')).toBe(1);
  });

  it('keeps a stored quotation exactly as signed, via stops, waiting time and return path included', async () => {
    const { tenant } = t.db();
    const row = heldRow(tenant.id);
    const { token, id } = t.app().quoteSigner.sign(row);
    expect(t.app().quoteSigner.open(token)).toEqual({ ...row, id });
  });

  it('refuses a QuotationId that was altered, with the expired-quotation message', async () => {
    const q = await quote();
    const vehicle = q.AdditionalPrices[0]?.VehTypeId ?? 0;
    const [version, payload, mac] = q.QuotationId.split('.');
    // A cheaper fare written into the payload: the signature no longer matches.
    const fields = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    fields[19] = 1;
    const cheaper = `${version}.${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${mac}`;
    for (const forged of [cheaper, `${q.QuotationId.slice(0, -2)}AA`, 'no-such-quote', `${q.QuotationId}x`]) {
      expect((await book(forged, vehicle)).json()).toMatchObject({ Code: 2, Message: expiredMessage() });
    }
  });

  it('refuses a quote signed for another tenant or with another key', async () => {
    const { tenant } = t.db();
    const row = heldRow(tenant.id);
    const key = await loadQuoteSigningKey(t.db().handle.db, tenant.id);
    const otherTenant = createQuoteSigner(key, tenant.id + 1).sign({ ...row, tenantId: tenant.id + 1 }).token;
    const otherKey = createQuoteSigner(Buffer.alloc(32, 7), tenant.id).sign(row).token;
    expect(t.app().quoteSigner.open(otherTenant)).toBeNull();
    expect(t.app().quoteSigner.open(otherKey)).toBeNull();
    // The key is the tenant's own, kept in the database, so the same server signs the same way.
    expect(createQuoteSigner(key, tenant.id).open(t.app().quoteSigner.sign(row).token)).not.toBeNull();
  });

  it('books a quote given by another instance or before a restart (the key is in the database)', async () => {
    const q = await quote();
    const other = await buildTestApp();
    try {
      const res = await book(q.QuotationId, q.AdditionalPrices[0]?.VehTypeId ?? 0, {}, other);
      expect(res.json()).toMatchObject({ Code: 1, Message: 'Your booking is confirmed.' });
    } finally {
      await other.close();
    }
  });

  it('refuses a booking that names no quotation, even just after a quote of the same journey', async () => {
    const q = await quote();
    const vehicle = q.AdditionalPrices[0]?.VehTypeId ?? 0;
    for (const named of [{ quotationid: '' }, { quotationid: undefined }]) {
      const res = await book('', vehicle, named);
      expect(res.json()).toMatchObject({ Code: 2, Message: QUOTE_REQUIRED_MESSAGE });
    }
    const [{ n }] = (
      (await t.db().handle.db.execute(sql`SELECT count(*)::int AS n FROM bookings`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});

let rowCounter = 0;
/** A wait-and-return quote with a via stop, as the quotation service signs it. */
function heldRow(tenantId: number): StoredQuotation {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000 + 123);
  return {
    id: `held-${Date.now()}-${++rowCounter}`,
    tenantId,
    requestId: '',
    customerId: null,
    bookerId: null,
    vehicleTypeId: 1,
    returnType: 'w&r',
    pickup: JOURNEY.pick,
    pickupLatitude: JOURNEY.picklat,
    pickupLongitude: JOURNEY.picklng,
    dropoff: JOURNEY.doff,
    dropoffLatitude: JOURNEY.dofflat,
    dropoffLongitude: JOURNEY.dofflng,
    via: [{ address: 'Angel, London', lat: 51.5322, lng: -0.1058, postcode: 'N1 8XA' }],
    bookingDate: 'ASAP',
    returnDate: '',
    waitingMinutes: 45,
    travelTime: 12,
    currencyCode: 'GBP',
    fare: 21.35,
    returnFare: 30.1,
    totalFare: 51.45,
    prices: [{ VehTypeId: 1, Fare: 21.35, ReturnFare: 30.1, TotalFare: 51.45, CurrencyCode: 'GBP' }],
    routeDistance: 3.4,
    journeyTime: 17,
    returnRouteDistance: 3.5,
    returnJourneyTime: 18,
    routePath: [
      { Latitude: 51.5308, Longitude: -0.1238 },
      { Latitude: 51.5178, Longitude: -0.0823 },
    ],
    returnRoutePath: [
      { Latitude: 51.5178, Longitude: -0.0823 },
      { Latitude: 51.52, Longitude: -0.1 },
      { Latitude: 51.5308, Longitude: -0.1238 },
    ],
    createdAt: now,
    expiresAt: new Date(now.getTime() + 10 * 60_000),
    guestKey: '',
  };
}
