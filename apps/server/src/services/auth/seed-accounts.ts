import { distanceKm, KM_PER_MILE, statusKind } from '@cabkit/domain';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts, tariffs, vehicleTypes } from '../../db/schema';
import { addressBook, bookerInvoices, bookers, customers, licences, promotions } from '../../db/schema-accounts';
import { hashPassword } from './password';
import { reserveInvoiceNumber } from '../reports/invoice-number';

/** The demo accounts' password (README and main.ts print it). */
export const DEMO_PASSWORD = 'demo1234';
/** The demo customer's e-mail. */
export const DEMO_CUSTOMER_EMAIL = 'customer@cabkit.example';
/** The demo booker's e-mail. */
export const DEMO_BOOKER_EMAIL = 'booker@cabkit.example';
/** The demo licence's tracking code (licence calls). */
export const DEMO_TRACKING_CODE = 'CABKIT-DEMO-LICENCE';

/** Real London places the demo journeys use. */
const PLACES = {
  heathrow: { name: 'Heathrow Airport Terminal 5', postcode: 'TW6 2GA', lat: 51.4723, lng: -0.4889 },
  gatwick: { name: 'Gatwick Airport North Terminal', postcode: 'RH6 0PJ', lat: 51.1604, lng: -0.1755 },
  kingsCross: { name: "King's Cross Station", postcode: 'N1 9AL', lat: 51.5308, lng: -0.1238 },
  canaryWharf: { name: 'One Canada Square, Canary Wharf', postcode: 'E14 5AB', lat: 51.5054, lng: -0.0235 },
  stratford: { name: 'Westfield Stratford City', postcode: 'E20 1EJ', lat: 51.5431, lng: -0.0061 },
  cityAirport: { name: 'London City Airport', postcode: 'E16 2PX', lat: 51.5048, lng: 0.0495 },
  paddington: { name: 'Paddington Station', postcode: 'W2 1HQ', lat: 51.5154, lng: -0.1755 },
} as const;
type PlaceKey = keyof typeof PLACES;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Straight-line miles to a tenth (the domain's `distanceKm`). */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const km = distanceKm({ Latitude: a.lat, Longitude: a.lng }, { Latitude: b.lat, Longitude: b.lng });
  return Math.round((km / KM_PER_MILE) * 10) / 10;
}

/** One demo journey. */
interface DemoJourney {
  from: PlaceKey;
  to: PlaceKey;
  at: Date;
  status: string;
  payment: 'cash' | 'card' | 'account';
  returnAt?: Date;
  note?: string;
}

/**
 * Seeds a new tenant's accounts side: the demo booker company and the demo customer and booker
 * (password `demo1234`), their past, current and cancelled bookings, saved places, invoices,
 * the WELCOME10 and SAVE5 promo codes, and a demo licence. Runs once, when the tenant is created.
 */
export async function seedAccounts(db: Db, tenant: { id: number; slug: string }, now = new Date()): Promise<void> {
  const [vehicle] = await db
    .select()
    .from(vehicleTypes)
    .where(eq(vehicleTypes.tenantId, tenant.id))
    .orderBy(asc(vehicleTypes.sortOrder))
    .limit(1);
  const customerPassword = await hashPassword(DEMO_PASSWORD);
  const bookerPassword = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    // The company's account tariff (a booker is quoted by its account, docs/behaviour/quotation.md#quote-triggers): 10% off the running rates.
    const [standard] = await tx
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.tenantId, tenant.id), eq(tariffs.active, true)))
      .limit(1);
    const [account] = standard
      ? await tx
          .insert(tariffs)
          .values({
            ...standard,
            id: undefined,
            name: 'Account tariff',
            baseFare: Math.round(standard.baseFare * 90) / 100,
            perMile: Math.round(standard.perMile * 90) / 100,
            perMinute: Math.round(standard.perMinute * 90) / 100,
            active: false,
          })
          .returning({ id: tariffs.id })
      : [];
    const [company] = await tx
      .insert(bookers)
      .values({
        tenantId: tenant.id,
        company: 'Acme Travel Ltd',
        address: '10 Fleet Street, London EC4Y 1AA',
        commissionRate: 10,
        tariffId: account?.id ?? null,
      })
      .returning();
    if (!company) throw new Error('Booker insert returned no row');
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        email: DEMO_CUSTOMER_EMAIL,
        phone: '7400123456',
        dialingCode: '+44',
        firstName: 'Casey',
        lastName: 'Customer',
        passwordHash: customerPassword.hash,
        passwordSalt: customerPassword.salt,
        emailMailingList: true,
      })
      .returning();
    const [booker] = await tx
      .insert(customers)
      .values({
        tenantId: tenant.id,
        email: DEMO_BOOKER_EMAIL,
        phone: '7400123457',
        dialingCode: '+44',
        firstName: 'Bea',
        lastName: 'Booker',
        passwordHash: bookerPassword.hash,
        passwordSalt: bookerPassword.salt,
        bookerId: company.id,
      })
      .returning();
    if (!customer || !booker) throw new Error('Customer insert returned no row');

    await tx.insert(addressBook).values([
      {
        tenantId: tenant.id,
        customerId: customer.id,
        name: 'Home',
        line1: '12 Cadogan Terrace',
        line2: 'Hackney, London',
        postcode: 'E9 5HP',
        category: 'home',
        latitude: 51.5397,
        longitude: -0.0296,
        placeName: 'Home',
        fullAddress: '12 Cadogan Terrace, Hackney, London E9 5HP',
      },
      {
        tenantId: tenant.id,
        customerId: customer.id,
        name: 'Work',
        line1: PLACES.canaryWharf.name,
        line2: 'London',
        postcode: PLACES.canaryWharf.postcode,
        category: 'work',
        latitude: PLACES.canaryWharf.lat,
        longitude: PLACES.canaryWharf.lng,
        placeName: 'Work',
        fullAddress: `${PLACES.canaryWharf.name}, London ${PLACES.canaryWharf.postcode}`,
      },
      {
        tenantId: tenant.id,
        customerId: customer.id,
        name: 'Heathrow T5',
        line1: PLACES.heathrow.name,
        line2: 'Hounslow',
        postcode: PLACES.heathrow.postcode,
        category: 'other',
        latitude: PLACES.heathrow.lat,
        longitude: PLACES.heathrow.lng,
        placeName: 'Heathrow',
        fullAddress: `${PLACES.heathrow.name}, ${PLACES.heathrow.postcode}`,
      },
    ]);

    const prefix = `D${tenant.id}`;
    let sequence = 0;
    const book = async (
      owner: { customerId: number; bookerId: number | null; first: string; last: string; email: string; phone: string },
      j: DemoJourney,
    ) => {
      sequence += 1;
      const reference = `${prefix}${String(100000 + sequence)}`;
      const from = PLACES[j.from];
      const to = PLACES[j.to];
      const distance = miles(from, to);
      const journeyTime = Math.max(10, Math.round(distance * 2.4));
      const fare = Math.round((3.5 + distance * 1.9 + journeyTime * 0.3) * 100) / 100;
      const returnFare = j.returnAt ? Math.round(fare * 0.95 * 100) / 100 : 0;
      const [row] = await tx
        .insert(bookings)
        .values({
          tenantId: tenant.id,
          requestId: `seed-${reference}`,
          trackingCode: randomBytes(24).toString('base64url'),
          reference,
          returnReference: j.returnAt ? `${reference}R` : '',
          status: j.status,
          customerId: owner.customerId,
          bookerId: owner.bookerId,
          returnType: j.returnAt ? 'rtn' : '',
          paymentType: j.payment,
          isPaid: j.payment !== 'cash' && statusKind(j.status) !== 'cancelled',
          vehicleTypeId: vehicle?.id ?? 0,
          vehicleName: vehicle?.name ?? 'Saloon',
          currencyCode: 'GBP',
          fare,
          returnFare,
          totalFare: Math.round((fare + returnFare) * 100) / 100,
          note: j.note ?? '',
          bookerRef: owner.bookerId ? `PO-${4000 + sequence}` : '',
          contactFirstName: owner.first,
          contactLastName: owner.last,
          contactPhone: owner.phone,
          contactEmail: owner.email,
          createdAt: new Date(Math.min(j.at.getTime() - 2 * DAY, now.getTime())),
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error('Booking insert returned no row');
      const leg = (
        leg: 'outward' | 'return',
        a: typeof from,
        b: typeof to,
        at: Date,
        ref: string,
        legFare: number,
      ) => ({
        bookingId: row.id,
        tenantId: tenant.id,
        leg,
        reference: ref,
        status: j.status,
        pickupType: 'Later',
        pickupTime: at,
        pickup: a.name,
        pickupPostcode: a.postcode,
        pickupLatitude: a.lat,
        pickupLongitude: a.lng,
        dropoff: b.name,
        dropoffPostcode: b.postcode,
        dropoffLatitude: b.lat,
        dropoffLongitude: b.lng,
        fare: legFare,
        routeDistance: distance,
        journeyTime,
        routePath: [
          { Latitude: a.lat, Longitude: a.lng },
          { Latitude: b.lat, Longitude: b.lng },
        ],
      });
      await tx
        .insert(jobParts)
        .values([
          leg('outward', from, to, j.at, reference, fare),
          ...(j.returnAt ? [leg('return', to, from, j.returnAt, `${reference}R`, returnFare)] : []),
        ]);
    };

    const casey = {
      customerId: customer.id,
      bookerId: null,
      first: 'Casey',
      last: 'Customer',
      email: DEMO_CUSTOMER_EMAIL,
      phone: '7400123456',
    };
    const ago = (days: number, hour = 9) =>
      new Date(Math.floor((now.getTime() - days * DAY) / DAY) * DAY + hour * HOUR);
    const ahead = (days: number, hour = 9) =>
      new Date(Math.floor((now.getTime() + days * DAY) / DAY) * DAY + hour * HOUR);
    await book(casey, { from: 'kingsCross', to: 'heathrow', at: ago(45), status: 'Finished', payment: 'card' });
    await book(casey, { from: 'stratford', to: 'canaryWharf', at: ago(12, 8), status: 'Finished', payment: 'cash' });
    await book(casey, { from: 'canaryWharf', to: 'cityAirport', at: ago(5, 17), status: 'Cancelled', payment: 'card' });
    await book(casey, {
      from: 'paddington',
      to: 'gatwick',
      at: ahead(3, 7),
      status: 'Upcoming',
      payment: 'card',
      returnAt: ahead(10, 18),
      note: 'Two large suitcases',
    });
    await book(casey, { from: 'kingsCross', to: 'stratford', at: ahead(6, 12), status: 'Upcoming', payment: 'cash' });

    // The booker's company bookings: the last five weeks (statements, invoices, the weekly chart) and ahead.
    const bea = {
      customerId: booker.id,
      bookerId: company.id,
      first: 'Sam',
      last: 'Passenger',
      email: 'sam.passenger@acme.example',
      phone: '7400123458',
    };
    const route: [PlaceKey, PlaceKey][] = [
      ['canaryWharf', 'heathrow'],
      ['kingsCross', 'cityAirport'],
      ['paddington', 'canaryWharf'],
      ['cityAirport', 'stratford'],
      ['gatwick', 'kingsCross'],
    ];
    for (let day = 34; day >= 1; day -= 3) {
      const [a, b] = route[day % route.length] ?? ['canaryWharf', 'heathrow'];
      const cancelled = day % 11 === 1;
      await book(bea, {
        from: a,
        to: b,
        at: ago(day, 7 + (day % 10)),
        status: cancelled ? 'Cancelled' : 'Finished',
        payment: day % 2 ? 'account' : 'cash',
      });
    }
    await book(bea, { from: 'canaryWharf', to: 'gatwick', at: ahead(1, 10), status: 'Upcoming', payment: 'account' });
    await book(bea, {
      from: 'heathrow',
      to: 'paddington',
      at: ahead(2, 15),
      status: 'Upcoming',
      payment: 'card',
      returnAt: ahead(4, 8),
    });

    // The customer's older trips, seeded last so the references above keep their numbers: one in each period of
    // My Booking's filter past three months (docs/behaviour/bookings.md#history), and six or more past trips in
    // all, so the history has a second page.
    await book(casey, { from: 'heathrow', to: 'kingsCross', at: ago(100, 14), status: 'Finished', payment: 'card' });
    await book(casey, { from: 'gatwick', to: 'paddington', at: ago(200, 11), status: 'Finished', payment: 'card' });
    await book(casey, { from: 'cityAirport', to: 'stratford', at: ago(300, 19), status: 'Finished', payment: 'cash' });

    const isoDay = (d: Date) => d.toISOString().slice(0, 10);
    // Two months ago issued by the booker, the month before by the company: whole past months, never sharing a day,
    // and last month left open for the booker to invoice (its bookings are in the statement).
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0));
    const earlierStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
    const earlierEnd = new Date(monthStart.getTime() - DAY);
    const mine = await reserveInvoiceNumber(tx as unknown as Db);
    const theirs = await reserveInvoiceNumber(tx as unknown as Db);
    const invoiceRows = await tx
      .insert(bookerInvoices)
      .values([
        {
          ...mine,
          tenantId: tenant.id,
          bookerId: company.id,
          dateFrom: isoDay(monthStart),
          dateTo: isoDay(monthEnd),
          issueDate: isoDay(new Date(monthEnd.getTime() + DAY)),
          issuer: 'Me',
        },
        {
          ...theirs,
          tenantId: tenant.id,
          bookerId: company.id,
          dateFrom: isoDay(earlierStart),
          dateTo: isoDay(earlierEnd),
          issueDate: isoDay(new Date(earlierEnd.getTime() + DAY)),
          issuer: tenant.slug === 'default' ? 'Cabkit' : tenant.slug,
        },
      ])
      .returning({ id: bookerInvoices.id });
    if (invoiceRows.length !== 2) throw new Error('Invoice insert failed');

    const validFrom = new Date('2025-01-01T00:00:00Z');
    const validTo = new Date('2030-12-31T23:59:59Z');
    await tx.insert(promotions).values([
      {
        tenantId: tenant.id,
        code: 'WELCOME10',
        description: '£10 off your first journey',
        valueOff: 10,
        currencyCode: 'GBP',
        validFrom,
        validTo,
        minPrice: 15,
        maxUses: 10000,
        maxUsesPerCustomer: 1,
        token: randomBytes(18).toString('base64url'),
      },
      {
        tenantId: tenant.id,
        code: 'SAVE5',
        description: '£5 off any journey',
        valueOff: 5,
        currencyCode: 'GBP',
        validFrom,
        validTo,
        minPrice: 10,
        maxUses: null,
        maxUsesPerCustomer: null,
        token: randomBytes(18).toString('base64url'),
      },
      {
        tenantId: tenant.id,
        code: 'SUMMER2024',
        description: 'Last summer’s offer',
        valueOff: 8,
        currencyCode: 'GBP',
        validFrom: new Date('2024-06-01T00:00:00Z'),
        validTo: new Date('2024-09-01T00:00:00Z'),
        minPrice: 0,
        maxUses: null,
        maxUsesPerCustomer: null,
        token: randomBytes(18).toString('base64url'),
      },
    ]);

    const baseUrl = process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || `http://localhost:${process.env.PORT ?? 8080}`;
    await tx.insert(licences).values({
      tenantId: tenant.id,
      trackingCode:
        tenant.slug === 'default' ? DEMO_TRACKING_CODE : `${DEMO_TRACKING_CODE}-${tenant.slug.toUpperCase()}`,
      allowedDomains: ['localhost', '127.0.0.1', '*.cabkit.example'],
      customerAppBaseUrl: baseUrl,
    });
  });
}
