import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema';
import { cardTokens, savedCards } from '../src/db/schema-live';
import { buildBookingTestApp, firstVehicleTypeId, resetEachAndCloseAfter } from './app';
import { getTestDb } from './db';
import { as, customerSession, newCustomer } from './helpers/customers';
import { testCardNonce } from './helpers/cards';
import { patsCardBooking } from './helpers/fixtures';

let app: FastifyInstance;
let vehicleTypeId: number;
let ann: number;
let bob: number;

/** A card booking stored unpaid, and its payment's client secret (what the card sheet pays). */
async function unpaidBooking(): Promise<{ clientSecret: string; jobPartId: number }> {
  const booked = await app.inject({
    method: 'POST',
    url: '/api/paymentbooking',
    payload: {
      booking: await patsCardBooking(app, vehicleTypeId),
      payment: { name: 'Pat Payer', postalcode: 'E15 1AZ' },
      sandbox: true,
    },
  });
  expect(booked.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 2 } });
  return { clientSecret: booked.json().ClientSecret, jobPartId: booked.json().JobPartId };
}

function confirm(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/confirmpayment', headers, payload });
}

async function savedCardsOf(customerId: number) {
  return (await app.inject({ url: '/api/savedcards', headers: as(customerId) })).json();
}

/** Pays a new booking with a new card, saving it for the customer; the saved card's id. */
async function payAndSave(customerId: number, number?: string): Promise<number> {
  const { clientSecret } = await unpaidBooking();
  const paid = await confirm(
    { clientsecret: clientSecret, nonce: await testCardNonce(app, number), savecard: true },
    as(customerId),
  );
  expect(paid.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1 } });
  return (await savedCardsOf(customerId)).Cards[0]?.Id;
}

beforeAll(async () => {
  app = await buildBookingTestApp({}, { resolveSession: (request) => customerSession(request.headers.authorization) });
  vehicleTypeId = await firstVehicleTypeId(app);
});

resetEachAndCloseAfter(['payments', 'card_tokens', 'saved_cards'], () => [app]);

// Two new customers for each test, once its tables are empty.
beforeEach(async () => {
  ann = await newCustomer(`ann-${randomUUID()}@example.com`);
  bob = await newCustomer(`bob-${randomUUID()}@example.com`);
});

describe('saved cards (sandbox gateway)', () => {
  it('keeps a paid card for its customer: brand, last four and expiry, never the number', async () => {
    const id = await payAndSave(ann);
    expect(await savedCardsOf(ann)).toEqual({
      Code: 1,
      Message: '',
      SavesCards: true,
      Cards: [{ Id: id, Brand: 'visa', Last4: '4242', ExpiryMonth: 12, ExpiryYear: 2035 }],
    });
    const { handle } = await getTestDb();
    const [row] = await handle.db.select().from(savedCards).where(eq(savedCards.id, id));
    expect(row).toMatchObject({
      tenantId: 1,
      customerId: ann,
      gateway: 'sandbox',
      token: expect.stringMatching(/^card_sandbox_/),
    });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('pays the next booking with the saved card, no card details and no new token', async () => {
    const id = await payAndSave(ann);
    const { clientSecret } = await unpaidBooking();
    const paid = await confirm({ clientsecret: clientSecret, savedcardid: id }, as(ann));
    expect(paid.json()).toMatchObject({ Code: 1, PaymentResult: { Code: 1, AuthCode: expect.stringMatching(/^SBX/) } });
    // A third booking: the saved token is reusable, where a nonce charges once.
    const third = await unpaidBooking();
    expect((await confirm({ clientsecret: third.clientSecret, savedcardid: id }, as(ann))).json()).toMatchObject({
      Code: 1,
    });
  });

  it('saves nothing unasked, nothing for a declined card, and nothing for a guest', async () => {
    const first = await unpaidBooking();
    await confirm({ clientsecret: first.clientSecret, nonce: await testCardNonce(app) }, as(ann));
    const declined = await unpaidBooking();
    const refused = await confirm(
      { clientsecret: declined.clientSecret, nonce: await testCardNonce(app, '4000000000000002'), savecard: true },
      as(ann),
    );
    expect(refused.json()).toMatchObject({ Code: 2, Message: 'Your card was declined.' });
    expect((await savedCardsOf(ann)).Cards).toEqual([]);
    const guest = await unpaidBooking();
    const asGuest = await confirm({
      clientsecret: guest.clientSecret,
      nonce: await testCardNonce(app),
      savecard: true,
    });
    expect(asGuest.statusCode).toBe(400);
    expect(asGuest.json()).toEqual({ Code: 2, Message: 'savecard: sign in to save a card' });
  });

  it("nobody can see, use or remove another customer's card", async () => {
    const id = await payAndSave(ann);
    expect((await savedCardsOf(bob)).Cards).toEqual([]);
    const { clientSecret } = await unpaidBooking();
    const stolen = await confirm({ clientsecret: clientSecret, savedcardid: id }, as(bob));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ Code: 2, Message: 'No saved card was found.' });
    const guest = await confirm({ clientsecret: clientSecret, savedcardid: id });
    expect(guest.statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `/api/savedcards?id=${id}`, headers: as(bob) });
    expect(removed.statusCode).toBe(404);
    expect((await savedCardsOf(ann)).Cards).toHaveLength(1);
    expect((await app.inject({ url: '/api/savedcards' })).statusCode).toBe(401);
  });

  it("nobody can see or use another tenant's card", async () => {
    const id = await payAndSave(ann);
    const { handle } = await getTestDb();
    const [other] = await handle.db
      .insert(tenants)
      .values({ slug: `othercards${randomUUID().slice(0, 8)}`, name: 'Other', configuration: {} })
      .returning();
    // The same customer id's card on another tenant: it is not this tenant's to list or charge.
    const [token] = await handle.db.select().from(cardTokens).where(eq(cardTokens.reusable, true));
    await handle.db.update(cardTokens).set({ tenantId: other!.id }).where(eq(cardTokens.nonce, token!.nonce));
    await handle.db.update(savedCards).set({ tenantId: other!.id }).where(eq(savedCards.id, id));
    expect((await savedCardsOf(ann)).Cards).toEqual([]);
    const { clientSecret } = await unpaidBooking();
    expect((await confirm({ clientsecret: clientSecret, savedcardid: id }, as(ann))).statusCode).toBe(404);
  });

  it('removes a saved card: it is no longer listed or usable', async () => {
    const id = await payAndSave(ann);
    const removed = await app.inject({ method: 'DELETE', url: `/api/savedcards?id=${id}`, headers: as(ann) });
    expect(removed.json()).toEqual({ Code: 1, Message: '' });
    expect((await savedCardsOf(ann)).Cards).toEqual([]);
    const { clientSecret } = await unpaidBooking();
    expect((await confirm({ clientsecret: clientSecret, savedcardid: id }, as(ann))).statusCode).toBe(404);
  });

  it('says whether the gateway saves cards: yes on the sandbox and on Stripe (none before the first one)', async () => {
    expect(await savedCardsOf(ann)).toEqual({ Code: 1, Message: '', SavesCards: true, Cards: [] });
    const stripeApp = await buildBookingTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: 'http://127.0.0.1:9' },
      { resolveSession: (request) => customerSession(request.headers.authorization) },
    );
    try {
      const answer = await stripeApp.inject({ url: '/api/savedcards', headers: as(ann) });
      expect(answer.json()).toEqual({ Code: 1, Message: '', SavesCards: true, Cards: [] });
    } finally {
      await stripeApp.close();
    }
  });

  it('takes a nonce or a saved card, not both and not neither (400, Code 2)', async () => {
    const { clientSecret } = await unpaidBooking();
    const neither = await confirm({ clientsecret: clientSecret }, as(ann));
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ Code: 2, Message: expect.stringMatching(/^nonce: /) });
    const both = await confirm({ clientsecret: clientSecret, nonce: 'tok_x', savedcardid: 3 }, as(ann));
    expect(both.statusCode).toBe(400);
  });
});
