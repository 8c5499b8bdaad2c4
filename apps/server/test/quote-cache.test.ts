import { quotationExpiredMessage, roundMoney } from '@cabkit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { priceTiers, quotations, tariffs, vehicleTypes } from '../src/db/schema';
import { deleteExpiredQuotes } from '../src/services/quotes/expired-quotes';
import { createQuoteStore, type StoredQuotation } from '../src/services/quotes/quote-store';
import { buildTestApp, useTestApp } from './app';

// Issue 17 item 3 (docs/decisions/0013-quotes-priced-in-memory.md): quotations are priced from what the server
// holds in memory, dropped when its table changes, and stored write-behind.
const t = useTestApp();

const JOURNEY = {
  pick: "King's Cross Station, Euston Road, London, N1C 4QP",
  picklat: 51.5308,
  picklng: -0.1238,
  pickpostcode: 'N1C 4QP',
  doff: 'Liverpool Street Station, London',
  dofflat: 51.5178,
  dofflng: -0.0823,
  droppostcode: 'EC2M 7PY',
};
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

describe('prices held in memory (issue 17 item 3)', () => {
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

describe('expired quotations are deleted (issue 17)', () => {
  /** Moves the quotes' expiry `hours` into the past, as if they had been given that long ago. */
  async function expire(ids: string[], hours: number): Promise<void> {
    const when = new Date(Date.now() - hours * 3_600_000);
    for (const id of ids)
      await t.db().handle.db.update(quotations).set({ expiresAt: when }).where(eq(quotations.id, id));
  }

  it('deletes expired quotations no booking refers to, and keeps booked and current ones', async () => {
    const [stale, booked, current] = [await quote(), await quote(), await quote()];
    const vehicle = booked.AdditionalPrices[0]?.VehTypeId ?? 0;
    expect((await book(booked.QuotationId, vehicle)).json()).toMatchObject({ Code: 1 });
    await t.app().quoteStore.flush();
    await expire([stale.QuotationId, booked.QuotationId], 48);
    // A batch of one row per statement: the sweep goes on until a statement deletes fewer than a batch.
    const deleted = await deleteExpiredQuotes(t.db().handle.db, t.db().tenant.id, new Date(Date.now() - 86_400_000), 1);
    expect(deleted).toBe(1);
    expect(await storedCount(stale.QuotationId)).toBe(0);
    expect(await storedCount(booked.QuotationId)).toBe(1);
    expect(await storedCount(current.QuotationId)).toBe(1);
    // The customer sees the same answer for a deleted quote as for an expired one.
    expect((await book(stale.QuotationId, vehicle)).json()).toMatchObject({
      Code: 2,
      Message: quotationExpiredMessage(t.db().tenant.configuration.Phone),
    });
  });

  it('keeps an expired quotation for the grace period before the sweep deletes it', async () => {
    const q = await quote();
    await t.app().quoteStore.flush();
    await expire([q.QuotationId], 1);
    expect(await deleteExpiredQuotes(t.db().handle.db, t.db().tenant.id, new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await storedCount(q.QuotationId)).toBe(1);
  });

  it('sweeps on its own timer while the app runs', async () => {
    const app = await buildTestApp({ quoteSweep: { everyMs: 20, keepMs: 0 } });
    try {
      const q = await quote(app);
      await app.quoteStore.flush();
      await expire([q.QuotationId], 1);
      const end = Date.now() + 4000;
      while ((await storedCount(q.QuotationId)) > 0) {
        if (Date.now() > end) throw new Error('the sweep did not delete the expired quotation');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await app.close();
    }
  });
});

describe('quotes stored write-behind (issue 17 item 3)', () => {
  it('answers before the quote is written, books from the held quote, and writes it with the booking', async () => {
    const app = await buildTestApp({ quoteStore: { flushDelayMs: 60_000 } });
    try {
      const q = await quote(app);
      expect(q.Code).toBe(1);
      expect(app.quoteStore.pending).toBe(1);
      expect(await storedCount(q.QuotationId)).toBe(0);
      const res = await book(q.QuotationId, q.AdditionalPrices[0]?.VehTypeId ?? 0, {}, app);
      expect(res.json()).toMatchObject({ Code: 1, Message: 'Your booking is confirmed.' });
      // The booking row refers to its quote: the quote's batch was written first.
      expect(await storedCount(q.QuotationId)).toBe(1);
      expect(app.quoteStore.pending).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('writes what it holds when the app closes', async () => {
    const app = await buildTestApp({ quoteStore: { flushDelayMs: 60_000 } });
    const q = await quote(app);
    expect(await storedCount(q.QuotationId)).toBe(0);
    await app.close();
    expect(await storedCount(q.QuotationId)).toBe(1);
  });

  it('refuses a booking whose quote was lost in a crash with the expired-quotation message', async () => {
    // The first server holds its quote and "dies" before writing it; the booking reaches a server started anew.
    const crashed = await buildTestApp({ quoteStore: { flushDelayMs: 60_000 } });
    try {
      const q = await quote(crashed);
      const res = await book(q.QuotationId, q.AdditionalPrices[0]?.VehTypeId ?? 0);
      expect(res.json()).toMatchObject({
        Code: 2,
        Message: quotationExpiredMessage(t.db().tenant.configuration.Phone),
      });
      expect(res.json().Message).toMatch(
        /^Opps, your quotation has expired\. Please try again or call our friendly team on /,
      );
    } finally {
      await crashed.close();
    }
  });

  it('keeps quotes readable through a failed write and writes them on the next try', async () => {
    const { handle, tenant } = t.db();
    let failNext = true;
    // The database refuses the first batch (as during an outage), then works again.
    const flaky = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key === 'execute')
          return (query: unknown) => {
            if (failNext) {
              failNext = false;
              return Promise.reject(new Error('connection lost'));
            }
            return target.execute(query as Parameters<Db['execute']>[0]);
          };
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const errors: unknown[] = [];
    const store = createQuoteStore(flaky, { flushDelayMs: 60_000, onError: (error) => errors.push(error) });
    const row = heldRow(tenant.id);
    await store.add(row);
    await expect(store.flush()).rejects.toThrow('connection lost');
    expect(errors).toHaveLength(1);
    expect((await store.find(tenant.id, row.id))?.totalFare).toBe(row.totalFare);
    await store.flush();
    expect(store.pending).toBe(0);
    expect(await storedCount(row.id)).toBe(1);
    // Written as held: the booking reads back the same priced inputs.
    const stored = await store.find(tenant.id, row.id);
    expect(stored).toMatchObject({ totalFare: row.totalFare, prices: row.prices, via: row.via, returnType: 'w&r' });
    expect(stored?.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    await store.close();
  });

  it('makes a quotation wait for a batch to be written once it holds its limit, instead of growing', async () => {
    const { handle, tenant } = t.db();
    const store = createQuoteStore(handle.db, { flushDelayMs: 60_000, maxPending: 2, batchSize: 2 });
    const rows = [heldRow(tenant.id), heldRow(tenant.id), heldRow(tenant.id)];
    await store.add(rows[0] as StoredQuotation);
    await store.add(rows[1] as StoredQuotation);
    expect(store.pending).toBe(2);
    await store.add(rows[2] as StoredQuotation);
    expect(store.pending).toBe(1);
    expect(await storedCount(rows[0]?.id ?? '')).toBe(1);
    expect(await storedCount(rows[1]?.id ?? '')).toBe(1);
    await store.close();
    expect(await storedCount(rows[2]?.id ?? '')).toBe(1);
  });

  it('does not let one tenant read another tenant’s held quote', async () => {
    const { handle, tenant } = t.db();
    const store = createQuoteStore(handle.db, { flushDelayMs: 60_000 });
    const row = heldRow(tenant.id);
    await store.add(row);
    expect(await store.find(tenant.id + 1, row.id)).toBeNull();
    expect(store.newestHeld(tenant.id + 1, () => true)).toBeNull();
    await store.close();
    const written = (await handle.db.execute(
      sql`SELECT count(*)::int AS n FROM quotations WHERE id = ${row.id} AND tenant_id = ${tenant.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(written.rows[0]?.n).toBe(1);
  });
});

let rowCounter = 0;
/** A wait-and-return quote with a via stop, as the quotation service would hold it. */
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
    returnRoutePath: [],
    createdAt: now,
    expiresAt: new Date(now.getTime() + 10 * 60_000),
  };
}
