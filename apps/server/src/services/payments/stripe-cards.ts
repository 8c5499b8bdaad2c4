import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayCustomers, savedCards } from '../../db/schema-live';
import type { PaymentRow } from './payment-service';
import { type CardOwner, listSavedCards, type SavedCardView, savedCardToken } from './saved-cards';
import type { StripeGateway } from './stripe';

/**
 * The owner's Stripe Customer id, made (once: Stripe's idempotency key and the table's key) when `create` is set;
 * null when they have none yet and none is to be made.
 */
async function stripeCustomer(db: Db, stripe: StripeGateway, owner: CardOwner, create: boolean) {
  const where = and(
    eq(gatewayCustomers.tenantId, owner.tenantId),
    eq(gatewayCustomers.customerId, owner.customerId),
    eq(gatewayCustomers.gateway, 'stripe'),
  );
  const [known] = await db.select().from(gatewayCustomers).where(where);
  if (known || !create) return known?.gatewayCustomerId ?? null;
  const reference = `${owner.tenantId}-${owner.customerId}`;
  const made = await stripe.createCustomer(reference, reference);
  await db
    .insert(gatewayCustomers)
    .values({ tenantId: owner.tenantId, customerId: owner.customerId, gateway: 'stripe', gatewayCustomerId: made })
    .onConflictDoNothing();
  const [row] = await db.select().from(gatewayCustomers).where(where);
  return row?.gatewayCustomerId ?? made;
}

/**
 * The owner's saved Stripe cards: the card PaymentMethods attached to their Stripe Customer, which Stripe keeps (a
 * card saved with a payment, or removed in Stripe's dashboard, shows here as it is there). Kept in saved_cards so
 * each has the id the app names it by; rows of cards Stripe no longer has are dropped.
 */
export async function listStripeCards(db: Db, stripe: StripeGateway, owner: CardOwner): Promise<SavedCardView[]> {
  const customer = await stripeCustomer(db, stripe, owner, false);
  if (!customer) return [];
  const cards = await stripe.listCards(customer);
  const mine = and(
    eq(savedCards.tenantId, owner.tenantId),
    eq(savedCards.customerId, owner.customerId),
    eq(savedCards.gateway, 'stripe'),
  );
  await db.transaction(async (tx) => {
    const tokens = cards.map((card) => card.token);
    await tx.delete(savedCards).where(tokens.length > 0 ? and(mine, notInArray(savedCards.token, tokens)) : mine);
    for (const card of cards) {
      await tx
        .insert(savedCards)
        .values({ ...owner, gateway: 'stripe', ...card })
        .onConflictDoNothing();
    }
  });
  return listSavedCards(db, owner);
}

/** Detaches one of the owner's saved Stripe cards at Stripe and forgets it; false when it is not theirs. */
export async function removeStripeCard(db: Db, stripe: StripeGateway, owner: CardOwner, id: number): Promise<boolean> {
  const token = await savedCardToken(db, owner, id);
  if (!token) return false;
  if (!(await stripe.detachCard(token))) throw new Error(`Stripe did not detach saved card ${id}`);
  await db.delete(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.tenantId, owner.tenantId)));
  return true;
}

/**
 * Readies an open Stripe payment for the owner's card: on their Stripe Customer, to pay with one of their saved cards
 * (its PaymentMethod id, or null when the card is not theirs), or to keep the card the Payment Element confirms it
 * with (`save`, `setup_future_usage: off_session`).
 */
export async function readyStripeIntent(
  db: Db,
  stripe: StripeGateway,
  owner: CardOwner,
  payment: PaymentRow,
  use: { savedCardId: number } | { save: true },
): Promise<{ ok: true; token: string } | { ok: false }> {
  const token = 'savedCardId' in use ? await savedCardToken(db, owner, use.savedCardId) : '';
  if (token === null) return { ok: false };
  // A payment already taken or closed is not touched: the charge that follows reports it as it is.
  if (payment.status !== 'pending' && payment.status !== 'failed') return { ok: true, token };
  const customer = await stripeCustomer(db, stripe, owner, true);
  if (!customer || !(await stripe.prepareIntent(payment.intentId, customer, 'save' in use))) {
    throw new Error(`Stripe did not put intent ${payment.intentId} on the customer`);
  }
  return { ok: true, token };
}
