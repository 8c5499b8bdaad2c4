import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promotions } from '../src/db/schema-accounts';
import { useTestApp } from './app';
import { kingsCrossToHeathrowQuote } from './helpers/fixtures';

// A promo code is priced into the booking by the server: the stored total is the quoted fare less the
// promotion's value, and a once-per-customer code is counted per e-mail address for guests.
const t = useTestApp();

const JOURNEY = kingsCrossToHeathrowQuote;

let counter = 0;
const requestId = () => `promo-${Date.now()}-${++counter}`;

async function quote() {
  const vehicles = await t.app().inject({ method: 'GET', url: '/api/vehicletypes' });
  const saloon = vehicles.json().vehTypes[0].Id as number;
  const res = await t
    .app()
    .inject({ method: 'POST', url: '/api/quotation', payload: { ...JOURNEY, vehtypeid: saloon } });
  expect(res.json().Code).toBe(1);
  return { saloon, q: res.json() as { QuotationId: string; TotalFare: number } };
}

async function promo(promocode: string, price: number) {
  const res = await t.app().inject({ method: 'POST', url: '/api/promocode', payload: { price, promocode } });
  return res.json() as { Code: number; Message: string; PromoId: number; Value: number };
}

async function bookAsGuest(extra: Record<string, unknown>) {
  const { saloon, q } = await quote();
  const res = await t.app().inject({
    method: 'POST',
    url: '/api/createbookingTest',
    payload: {
      ...JOURNEY,
      name: 'Ada',
      phone: '7700900123',
      email: 'ada@example.com',
      requestid: requestId(),
      quotationid: q.QuotationId,
      vehtypeid: saloon,
      paymentmethod: 'cash',
      bookingdate: 'ASAP',
      ...extra,
    },
  });
  return { q, res: res.json() as { Code: number; Message: string; TrackingCode: string } };
}

async function storedTotal(trackingCode: string): Promise<number> {
  const info = await t.app().inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: trackingCode } });
  return info.json().Booking.TotalFare as number;
}

describe('promo codes priced into a booking', () => {
  it('lets a guest book with WELCOME10: £10 off the quoted fare, stored', async () => {
    const { q } = await quote();
    const check = await promo('welcome10', q.TotalFare);
    expect(check).toMatchObject({ Code: 1, Value: 10, Message: 'Promo code applied: £10 off.' });
    const total = Math.round((q.TotalFare - 10) * 100) / 100;
    const { res } = await bookAsGuest({ promoid: check.PromoId, totalfare: total });
    expect(res).toMatchObject({ Code: 1 });
    expect(await storedTotal(res.TrackingCode)).toBeCloseTo(total, 2);
  });

  it('refuses the undiscounted fare when a promo is applied (the server prices the promo itself)', async () => {
    const { q } = await quote();
    const check = await promo('SAVE5', q.TotalFare);
    const { res } = await bookAsGuest({ promoid: check.PromoId, totalfare: q.TotalFare });
    expect(res.Code).toBe(2);
    expect(res.Message).toMatch(/^The fare for this journey is £\d+\.\d{2}, not /);
  });

  it('counts a once-per-customer code per e-mail address for guests', async () => {
    const { q } = await quote();
    const { PromoId } = await promo('WELCOME10', q.TotalFare);
    const first = await bookAsGuest({ promoid: PromoId, email: 'grace@example.com' });
    expect(first.res.Code).toBe(1);
    const again = await bookAsGuest({ promoid: PromoId, email: 'Grace@Example.com' });
    expect(again.res).toMatchObject({ Code: 2, Message: 'You have already used this promo code.' });
    const someoneElse = await bookAsGuest({ promoid: PromoId, email: 'alan@example.com' });
    expect(someoneElse.res.Code).toBe(1);
  });

  it('refuses an expired code, at the check and at booking', async () => {
    const { q } = await quote();
    expect(await promo('SUMMER2024', q.TotalFare)).toMatchObject({ Code: 2, Message: 'This promo code has expired.' });
    const { handle, tenant } = t.db();
    const [expired] = await handle.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.tenantId, tenant.id), eq(promotions.code, 'SUMMER2024')));
    const { res } = await bookAsGuest({ promoid: expired?.id });
    expect(res).toMatchObject({ Code: 2, Message: 'This promo code has expired.' });
  });
});
