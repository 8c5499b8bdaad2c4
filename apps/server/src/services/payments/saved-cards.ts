import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { matching } from '../../db/matching';
import { savedCards } from '../../db/schema-live';
import type { SavedCardToken } from './gateway';

/** A saved card as the customer sees it: never the token. */
export interface SavedCardView {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Who a saved card belongs to: every read and delete is by tenant, customer and gateway together. */
export interface CardOwner {
  tenantId: number;
  customerId: number;
  gateway: string;
}

/** The owner's key columns alone (a caller's owner may carry more fields than the table has). */
const ownerKey = ({ tenantId, customerId, gateway }: CardOwner) => ({ tenantId, customerId, gateway });

/** The owner's saved cards on the gateway, newest first. */
export async function listSavedCards(db: Db, owner: CardOwner): Promise<SavedCardView[]> {
  return db
    .select({
      id: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      expiryMonth: savedCards.expiryMonth,
      expiryYear: savedCards.expiryYear,
    })
    .from(savedCards)
    .where(matching(savedCards, ownerKey(owner)))
    .orderBy(desc(savedCards.id));
}

/** The gateway token of one of the owner's saved cards; null for a card that is not theirs (or not there). */
export async function savedCardToken(db: Db, owner: CardOwner, id: number): Promise<string | null> {
  const [row] = await db
    .select({ token: savedCards.token })
    .from(savedCards)
    .where(matching(savedCards, { id, ...ownerKey(owner) }));
  return row?.token ?? null;
}

/** Keeps a gateway's reusable token for the owner. */
export async function storeSavedCard(db: Db, owner: CardOwner, card: SavedCardToken): Promise<void> {
  await db.insert(savedCards).values({
    tenantId: owner.tenantId,
    customerId: owner.customerId,
    gateway: owner.gateway,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  });
}

/** Removes one of the owner's saved cards; false when it is not theirs (or not there). */
export async function removeSavedCard(db: Db, owner: Omit<CardOwner, 'gateway'>, id: number): Promise<boolean> {
  const removed = await db
    .delete(savedCards)
    .where(matching(savedCards, { id, tenantId: owner.tenantId, customerId: owner.customerId }))
    .returning({ id: savedCards.id });
  return removed.length > 0;
}
