import { customers } from '../../src/db/schema-accounts';
import type { Session } from '../../src/http/session';
import { getTestDb } from '../db';

/** The tests' sign-in: `Test c<id>` in the authorization header is customer <id>, anything else nobody. */
export function customerSession(header: string | undefined): Session | null {
  const match = /^Test c(\d+)$/.exec(header ?? '');
  return match ? { customerId: Number(match[1]), bookerId: null } : null;
}

/** The authorization header `customerSession` reads as customer `customerId`. */
export const as = (customerId: number) => ({ authorization: `Test c${customerId}` });

/** A customer of the default tenant with `email`, written straight to the database; its id. */
export async function newCustomer(email: string): Promise<number> {
  const { handle } = await getTestDb();
  const [row] = await handle.db
    .insert(customers)
    .values({ tenantId: 1, email, phone: '7700900123', firstName: 'Test', passwordHash: 'x', passwordSalt: 'x' })
    .returning({ id: customers.id });
  return row!.id;
}
