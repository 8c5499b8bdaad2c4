import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { jobParts, tariffs } from '../src/db/schema';
import { bookers, customers, mailOutbox } from '../src/db/schema-accounts';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { buildTestApp } from './app';
import { getTestDb } from './db';
import { insertBookingRow } from './helpers/fixtures';

/** A signed-up test account: its id, bearer token and (for bookers) booker id. */
export interface TestAccount {
  id: number;
  token: string;
  email: string;
  password: string;
  bookerId: number;
}

/** An `Authorization` header for an account (or none for a guest). */
export function auth(account: TestAccount | null | undefined): Record<string, string> {
  return account ? { authorization: `Bearer ${account.token}` } : {};
}

/** A fresh client address in 10.0.0.0/8 (for calls limited per address). */
export function testClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A fresh, unique e-mail address. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs up a new customer through the API; with `booker` also makes it a booker of a new company. */
export async function signUp(
  app: FastifyInstance,
  options: { booker?: boolean; commissionRate?: number; password?: string } = {},
): Promise<TestAccount> {
  const email = uniqueEmail(options.booker ? 'booker' : 'customer');
  const password = options.password ?? 'secret123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/signUp',
    // Each test account signs up from its own address: sign-up is limited per address (5 per 10 minutes).
    remoteAddress: testClientAddress(),
    payload: {
      email,
      phone: '7700900000',
      surname: 'Tester',
      firstname: 'Tess',
      dialingcode: '+44',
      passwordhash: password,
    },
  });
  const body = response.json();
  if (body.Code !== 1) throw new Error(`signUp failed: ${response.body}`);
  let bookerId = 0;
  if (options.booker) {
    const { handle, tenant } = await getTestDb();
    const [company] = await handle.db
      .insert(bookers)
      .values({ tenantId: tenant.id, company: `Company ${email}`, commissionRate: options.commissionRate ?? 10 })
      .returning();
    bookerId = company?.id ?? 0;
    await handle.db.update(customers).set({ bookerId }).where(eq(customers.id, body.Id));
  }
  return { id: body.Id, token: body.Token, email, password, bookerId };
}

/** Options for a test booking inserted straight into the core tables. */
export interface TestBookingOptions {
  customerId?: number | null;
  bookerId?: number | null;
  status?: string;
  at?: Date;
  returnAt?: Date;
  paymentType?: string;
  totalFare?: number;
  promoId?: number | null;
  contactEmail?: string;
}

/** Inserts a booking (and its legs) owned by a customer and/or booker; returns its id and references. */
export async function addBooking(options: TestBookingOptions = {}) {
  const { handle } = await getTestDb();
  const reference = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const status = options.status ?? 'Upcoming';
  const at = options.at ?? new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const fare = options.totalFare ?? 42.5;
  const booking = await insertBookingRow({
    reference,
    returnReference: options.returnAt ? `${reference}R` : '',
    status,
    customerId: options.customerId ?? null,
    bookerId: options.bookerId ?? null,
    returnType: options.returnAt ? 'rtn' : '',
    paymentType: options.paymentType ?? 'card',
    promoId: options.promoId ?? null,
    fare,
    contactFirstName: 'Pat',
    contactLastName: 'Passenger',
    contactPhone: '7700900111',
    contactEmail: options.contactEmail ?? 'pat@example.com',
  });
  const leg = (kind: 'outward' | 'return', when: Date, ref: string) => ({
    bookingId: booking.id,
    tenantId: booking.tenantId,
    leg: kind,
    reference: ref,
    status,
    pickupType: 'Later',
    pickupTime: when,
    pickup: "King's Cross Station",
    pickupPostcode: 'N1 9AL',
    pickupLatitude: 51.5308,
    pickupLongitude: -0.1238,
    dropoff: 'Heathrow Airport Terminal 5',
    dropoffPostcode: 'TW6 2GA',
    dropoffLatitude: 51.4723,
    dropoffLongitude: -0.4889,
    fare,
    routeDistance: 16.2,
    journeyTime: 45,
    routePath: [
      { Latitude: 51.5308, Longitude: -0.1238 },
      { Latitude: 51.4723, Longitude: -0.4889 },
    ],
  });
  await handle.db
    .insert(jobParts)
    .values([
      leg('outward', at, reference),
      ...(options.returnAt ? [leg('return', options.returnAt, `${reference}R`)] : []),
    ]);
  return { id: booking.id, reference, returnReference: booking.returnReference, trackingCode: booking.trackingCode };
}

/** Every e-mail to an address, newest first, once the work started after answers has finished. */
export async function mailsTo(address: string) {
  await afterResponseSettled();
  const { handle } = await getTestDb();
  return handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id));
}

/** The newest e-mail sent to an address (from the outbox table). */
export async function lastMailTo(address: string) {
  const { handle } = await getTestDb();
  const [row] = await handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The parsed JSON body of a response. */
export function json(response: LightMyRequestResponse) {
  return response.json() as Record<string, unknown> & { Code: number; Message: string };
}

/**
 * Signs up a booker whose company is priced by an account tariff: the standard tariff with `rates` changed
 * (lower than the standard ones, so a quotation shows which tariff priced it).
 */
export async function bookerWithAccountTariff(
  app: FastifyInstance,
  rates: (standard: typeof tariffs.$inferSelect) => Partial<typeof tariffs.$inferInsert>,
): Promise<TestAccount> {
  const booker = await signUp(app, { booker: true });
  const { handle, tenant } = await getTestDb();
  const [standard] = await handle.db.select().from(tariffs).where(eq(tariffs.tenantId, tenant.id)).limit(1);
  if (!standard) throw new Error('no tariff');
  const [account] = await handle.db
    .insert(tariffs)
    .values({ ...standard, id: undefined, name: 'Account tariff', active: false, ...rates(standard) })
    .returning();
  await handle.db.update(bookers).set({ tariffId: account?.id }).where(eq(bookers.id, booker.bookerId));
  return booker;
}

/** The HTTP statuses of `times` copies of one request sent one after another, as a rate limit counts them. */
export async function repeatedStatuses(app: FastifyInstance, times: number, request: InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await app.inject(request)).statusCode);
  return statuses;
}

/** repeatedStatuses on an app of its own, so the rate limit counts from nothing and no other test's requests. */
export async function statusesOnOwnApp(times: number, request: InjectOptions): Promise<number[]> {
  const app = await buildTestApp();
  try {
    return await repeatedStatuses(app, times, request);
  } finally {
    await app.close();
  }
}
