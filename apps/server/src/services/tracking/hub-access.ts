import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import type { HubAuthoriser } from '../../hub/hub';
import { findSharedLeg } from './shares';

/**
 * Authorises live-hub connections: a signed-in caller follows every booking they own (as customer or
 * booker); a booking's tracking code (query `code`) adds that booking's legs; a shared trip's token (query
 * `share`) adds its one leg while the trip is under way. Neither refuses the connection.
 */
export function createHubAuthoriser(db: Db, tenantId: number): HubAuthoriser {
  return async (request, identity) => {
    const session = request.cabkitSession ?? null;
    const jobPartIds = new Set<number>();
    if (identity.trackingCode) {
      const legs = await db
        .select({ id: jobParts.id })
        .from(jobParts)
        .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
        .where(and(eq(bookings.trackingCode, identity.trackingCode), eq(bookings.tenantId, tenantId)));
      for (const leg of legs) jobPartIds.add(leg.id);
    }
    if (identity.shareToken) {
      const shared = await findSharedLeg(db, tenantId, identity.shareToken);
      if (shared.ok) jobPartIds.add(shared.jobPartId);
    }
    const customerId = session?.customerId ?? null;
    const bookerId = session?.bookerId ?? null;
    if (customerId === null && bookerId === null && jobPartIds.size === 0) return null;
    return { customerId, bookerId, jobPartIds };
  };
}
