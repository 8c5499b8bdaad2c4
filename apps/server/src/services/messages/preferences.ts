import { type MessageChoice, messageChoices } from '@cabkit/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { messagePreferences } from '../../db/schema-messages';

/** The choices an account has made (the defaults until it saves some), or null when it is not the tenant's. */
export async function messagePreferencesOf(
  db: Db,
  tenantId: number,
  customerId: number,
): Promise<MessageChoice[] | null> {
  const [row] = await db
    .select({ choices: messagePreferences.choices })
    .from(customers)
    .leftJoin(messagePreferences, eq(messagePreferences.customerId, customers.id))
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, tenantId)));
  return row ? messageChoices(row.choices) : null;
}

/** Stores an account's whole list of choices (known ones only, in the domain's order); answers what is stored. */
export async function saveMessagePreferences(
  db: Db,
  tenantId: number,
  customerId: number,
  choices: readonly string[],
): Promise<MessageChoice[]> {
  const kept = messageChoices(choices);
  await db
    .insert(messagePreferences)
    .values({ customerId, tenantId, choices: kept, updatedAt: new Date() })
    .onConflictDoUpdate({ target: messagePreferences.customerId, set: { choices: kept, updatedAt: new Date() } });
  return kept;
}
