import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobParts, tenants, vehicleTypes } from '../src/db/schema';
import { addressBook, bookerInvoices, bookers, customers, licences, promotions } from '../src/db/schema-accounts';
import { verifyPassword } from '../src/services/auth/password';
import {
  DEMO_BOOKER_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  seedAccounts,
} from '../src/services/auth/seed-accounts';
import { getTestDb } from './db';

describe('seedAccounts', () => {
  // The worker's database opens (migrate + seed) under the hook timeout, not the test's.
  beforeAll(async () => {
    await getTestDb();
  }, 180_000);

  it('gives a new tenant demo accounts with past, current and cancelled bookings, places, invoices, promos and a licence', async () => {
    const { handle } = await getTestDb();
    const db = handle.db;
    const slug = `seedcheck${process.pid}${Date.now().toString(36)}`;
    const [tenant] = await db.insert(tenants).values({ slug, name: 'Seed Check', configuration: {} }).returning();
    if (!tenant) throw new Error('no tenant');
    await db.insert(vehicleTypes).values({
      tenantId: tenant.id,
      name: 'Saloon',
      image: 'saloon.svg',
      passengers: 4,
      luggages: 2,
      handbags: 2,
      maxLuggage: 3,
    });
    const now = new Date('2026-11-22T12:00:00Z');
    await seedAccounts(db, { id: tenant.id, slug }, now);

    const people = await db.select().from(customers).where(eq(customers.tenantId, tenant.id));
    const customer = people.find((p) => p.email === DEMO_CUSTOMER_EMAIL);
    const booker = people.find((p) => p.email === DEMO_BOOKER_EMAIL);
    expect(customer?.bookerId).toBeNull();
    expect(booker?.bookerId).toBeGreaterThan(0);
    for (const person of [customer, booker]) {
      if (!person) throw new Error('missing demo account');
      expect(person.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, { hash: person.passwordHash, salt: person.passwordSalt })).toBe(true);
    }

    const own = await db
      .select()
      .from(bookings)
      .where(eq(bookings.customerId, customer?.id ?? 0));
    const statuses = own.map((b) => b.status);
    expect(statuses).toEqual(expect.arrayContaining(['Finished', 'Cancelled', 'Upcoming']));
    const legs = await db
      .select()
      .from(jobParts)
      .where(
        inArray(
          jobParts.bookingId,
          own.map((b) => b.id),
        ),
      );
    expect(legs.some((l) => l.leg === 'return')).toBe(true);
    expect(legs.some((l) => l.pickupTime > now)).toBe(true);
    expect(legs.some((l) => l.pickupTime < now)).toBe(true);

    const company = await db
      .select()
      .from(bookings)
      .where(eq(bookings.bookerId, booker?.bookerId ?? 0));
    expect(company.length).toBeGreaterThanOrEqual(10);
    const [acme] = await db
      .select()
      .from(bookers)
      .where(eq(bookers.id, booker?.bookerId ?? 0));
    expect(acme?.commissionRate).toBe(10);
    const invoices = await db
      .select()
      .from(bookerInvoices)
      .where(eq(bookerInvoices.bookerId, acme?.id ?? 0));
    expect(invoices.map((i) => i.issuer)).toEqual(expect.arrayContaining(['Me']));
    expect(invoices.some((i) => i.issuer !== 'Me')).toBe(true);

    const places = await db
      .select()
      .from(addressBook)
      .where(eq(addressBook.customerId, customer?.id ?? 0));
    expect(places.map((p) => p.category).sort()).toEqual(['home', 'other', 'work']);
    const promos = await db.select().from(promotions).where(eq(promotions.tenantId, tenant.id));
    expect(promos.find((p) => p.code === 'WELCOME10')).toMatchObject({ valueOff: 10, currencyCode: 'GBP' });
    expect(promos.find((p) => p.code === 'SAVE5')).toMatchObject({ valueOff: 5 });
    const [licence] = await db
      .select()
      .from(licences)
      .where(and(eq(licences.tenantId, tenant.id)));
    expect(licence?.allowedDomains).toContain('localhost');

    await db.delete(tenants).where(eq(tenants.id, tenant.id));
  });
});
