import { emailIdentity, guestBookingLimitReached } from '@cabkit/domain';
import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { rateLimitScale } from '../../http/limits';
import type { Configuration } from '../tenants/configuration';

/** Advisory lock classes (beside migrate.ts's 727274 and the simulator's 727275): one address, one e-mail person. */
const ADDRESS_LOCK = 727_276;
const EMAIL_LOCK = 727_277;

/** A tenant's guest booking limits as applied: its configuration's, scaled by `RATE_LIMIT_SCALE` as every limit. */
function limitsOf(configuration: Configuration, env: NodeJS.ProcessEnv) {
  const scale = rateLimitScale(env);
  return {
    perAddress: Math.floor(configuration.GuestBookingsPerAddress * scale),
    perEmail: Math.floor(configuration.GuestBookingsPerEmail * scale),
    windowMs: configuration.GuestBookingWindowMinutes * 60_000,
  };
}

/**
 * Whether a guest booking from `address` for `email` is over the tenant's guest booking limits, counting the guest
 * bookings stored in the window. Runs inside the booking's transaction, after its request id was claimed: the
 * address and the e-mail person are locked first (address, then e-mail, so two bookings never wait on each other
 * in a cycle), so concurrent guest bookings of one client count one after another (under READ COMMITTED the count
 * after the locks sees every booking committed before it), and a retry of a stored booking is answered from its
 * claim without being counted again. The locks end with the transaction.
 */
export async function guestLimitReached(
  tx: Db,
  tenantId: number,
  guest: { address: string; email: string },
  configuration: Configuration,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const limits = limitsOf(configuration, env);
  const identity = emailIdentity(guest.email);
  // current_schema(): the test suites share one PostgreSQL database, a schema each.
  const key = (value: string) => sql`hashtext(current_schema() || '/' || ${String(tenantId)} || '/' || ${value})`;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, ${key(guest.address)}), pg_advisory_xact_lock(${EMAIL_LOCK}, ${key(identity)})`,
  );
  const fromAddress = eq(bookings.guestAddress, guest.address);
  const byPerson = eq(bookings.contactEmailIdentity, identity);
  const [made] = await tx
    .select({
      byAddress: sql<number>`count(*) FILTER (WHERE ${fromAddress})`.mapWith(Number),
      byEmail: sql<number>`count(*) FILTER (WHERE ${byPerson})`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        isNotNull(bookings.guestAddress),
        gt(bookings.createdAt, new Date(now.getTime() - limits.windowMs)),
        or(fromAddress, byPerson),
      ),
    );
  return guestBookingLimitReached(made ?? { byAddress: 0, byEmail: 0 }, limits);
}
