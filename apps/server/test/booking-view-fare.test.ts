import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, priceTiers } from '../src/db/schema';
import { promotions } from '../src/db/schema-accounts';
import { addBooking, auth, json, signUp } from './accounts-helpers';
import { useTestApp } from './app';
import { getTestDb } from './db';

const t = useTestApp();

type View = Record<string, unknown>;

describe('a booking read back carries what the detail page shows', () => {
  it('answers the job part ids, the fare itemised (journey, tier, promo), extras and the customer', async () => {
    const { handle, tenant } = await getTestDb();
    const me = await signUp(t.app());
    const [economy] = await handle.db
      .select()
      .from(priceTiers)
      .where(and(eq(priceTiers.tenantId, tenant.id), eq(priceTiers.name, 'Economy')));
    const [promo] = await handle.db
      .insert(promotions)
      .values({
        tenantId: tenant.id,
        code: `VIEW${Date.now()}`,
        valueOff: 5,
        token: `view-${Date.now()}`,
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const made = await addBooking({
      customerId: me.id,
      returnAt: new Date(Date.now() + 3 * 86_400_000),
      promoId: promo!.id,
    });
    // Economy (0.9) on a 50 + 40 quote, less 5 off.
    await handle.db
      .update(bookings)
      .set({
        priceTierId: economy!.id,
        fare: 45,
        returnFare: 36,
        totalFare: 76,
        handbags: 2,
        smallPets: 1,
        customerFirstName: 'Cora',
        customerLastName: 'Customer',
        bookerRef: 'PO-7',
      })
      .where(eq(bookings.id, made.id));

    const answer = json(
      await t.app().inject({ method: 'GET', url: `/api/bookingdetails?jobid=${made.id}`, headers: auth(me) }),
    ) as unknown as { Booking: View };
    expect(answer.Booking).toMatchObject({
      JourneyFare: 50,
      ReturnJourneyFare: 40,
      PriceTier: 'Economy',
      PromoCode: promo!.code,
      PromoValue: 5,
      TotalFare: 76,
      ExtrasFare: 0,
      HandBags: 2,
      SmallPets: 1,
      CustomerName: 'Cora Customer',
      BookerRef: 'PO-7',
      ByBooker: false,
      JourneyTime: 45,
    });
    expect(answer.Booking.JobPartId).toEqual(expect.any(Number));
    expect(answer.Booking.ReturnJobPartId).toEqual(expect.any(Number));
    expect(answer.Booking.ReturnJobPartId).not.toBe(answer.Booking.JobPartId);

    // The lists and the guest's code look-up carry the same view.
    const listed = json(
      await t.app().inject({ method: 'GET', url: `/api/currentbookings?custid=${me.id}`, headers: auth(me) }),
    ) as unknown as { Bookings: View[] };
    expect(listed.Bookings[0]).toMatchObject({
      PriceTier: 'Economy',
      PromoValue: 5,
      JobPartId: answer.Booking.JobPartId,
    });
    const byCode = json(
      await t.app().inject({ method: 'POST', url: '/api/bookinginfo', payload: { code: made.trackingCode } }),
    ) as unknown as { Booking: View };
    expect(byCode.Booking).toMatchObject({ JourneyFare: 50, PromoCode: promo!.code });
  });

  it("still refuses someone else's booking, and an unknown id, without any of it", async () => {
    const me = await signUp(t.app());
    const other = await signUp(t.app());
    const theirs = await addBooking({ customerId: other.id });
    const forbidden = await t
      .app()
      .inject({ method: 'GET', url: `/api/bookingdetails?jobid=${theirs.id}`, headers: auth(me) });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.body).not.toContain(theirs.reference);
    const missing = await t
      .app()
      .inject({ method: 'GET', url: '/api/bookingdetails?jobid=99999999', headers: auth(me) });
    expect(missing.statusCode).toBe(404);
  });
});
