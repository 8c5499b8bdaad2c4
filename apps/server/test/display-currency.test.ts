import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { kingsCrossToTowerQuote } from './helpers/fixtures';

// A visitor may see prices in a display currency (docs/behaviour/quotation.md#display-currency), converted with the
// rates the server publishes; the tenant still prices, stores and charges in its own currency whatever they send.
const t = useTestApp({ trustProxy: 1 });

const PASSENGER = { name: 'Pat', lastname: 'Passenger', phone: '7700900456', email: 'pat@example.com' };

async function vehicle(): Promise<number> {
  return (await t.app().inject({ method: 'GET', url: '/api/vehicletypes' })).json().vehTypes[0].Id;
}

async function quote(vehtypeid: number, extra: Record<string, unknown> = {}) {
  const res = await t.app().inject({
    method: 'POST',
    url: '/api/quotation',
    payload: { ...kingsCrossToTowerQuote, vehtypeid, ...extra },
  });
  expect(res.json().Code).toBe(1);
  return res.json() as { QuotationId: string; TotalFare: number; CurrencyCode: string };
}

async function stored(): Promise<{ fare: number; currency: string }[]> {
  const result = (await t
    .db()
    .handle.db.execute(
      sql`SELECT total_fare::float AS fare, currency_code AS currency FROM bookings ORDER BY id`,
    )) as unknown as { rows: { fare: number; currency: string }[] };
  return result.rows.map((row) => ({ fare: Number(row.fare), currency: row.currency.trim() }));
}

describe('display currency', () => {
  it('publishes dated rates from the tenant currency, and suggests the currency of the visitor country', async () => {
    const res = await t.app().inject({ url: '/api/exchangerates', headers: { 'cf-ipcountry': 'FR' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Code: 1, Base: 'GBP', Suggested: 'EUR' });
    expect(body.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.Rates.GBP).toBe(1);
    expect(body.Rates.EUR).toBeGreaterThan(0);
    const unknown = await t.app().inject({ url: '/api/exchangerates', headers: { 'cf-ipcountry': 'JP' } });
    expect(unknown.json().Suggested).toBe('GBP');
  });

  it('prices and books in the tenant currency whatever currencyCode the visitor sends', async () => {
    const vehtypeid = await vehicle();
    const inPounds = await quote(vehtypeid);
    const inEuros = await quote(vehtypeid, { currencyCode: 'EUR' });
    expect(inEuros.CurrencyCode).toBe('GBP');
    expect(inEuros.TotalFare).toBe(inPounds.TotalFare);

    const rates = (await t.app().inject({ url: '/api/exchangerates' })).json();
    const shownInEuros = Math.round(inEuros.TotalFare * rates.Rates.EUR * 100) / 100;
    const book = (extra: Record<string, unknown>) =>
      t.app().inject({
        method: 'POST',
        url: '/api/createbookingTest',
        payload: {
          ...kingsCrossToTowerQuote,
          ...PASSENGER,
          vehtypeid,
          paymentmethod: 'cash',
          bookingdate: 'ASAP',
          quotationid: inEuros.QuotationId,
          currencyCode: 'EUR',
          currencycode: 'EUR',
          ...extra,
        },
      });
    // The converted figure is not the fare: a booking naming it is refused, in pounds.
    const converted = await book({ requestid: 'display-currency-1', totalfare: shownInEuros });
    expect(converted.json()).toMatchObject({ Code: 2 });
    expect(converted.json().Message).toContain(`£${inEuros.TotalFare.toFixed(2)}`);
    expect(await stored()).toEqual([]);

    const booked = await book({ requestid: 'display-currency-2', totalfare: inEuros.TotalFare });
    expect(booked.json()).toMatchObject({ Code: 1 });
    expect(await stored()).toEqual([{ fare: inEuros.TotalFare, currency: 'GBP' }]);
  });
});
