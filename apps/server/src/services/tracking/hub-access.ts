import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { sessions } from '../../db/schema-accounts';
import { tripShares } from '../../db/schema-live';
import type { HubAuthoriser, HubRevalidator } from '../../hub/hub';
import { requestToken } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { findSharedLeg, shareTokenHash } from './shares';

/**
 * Authorises live-hub connections: a signed-in caller follows every booking they own (as customer or
 * booker); a booking's tracking code (query `code`) adds that booking's legs; a shared trip's token (query
 * `share`) adds its one leg until the trip is over. Neither refuses the connection. The grant names the
 * session and shared link it rests on, so the hub can end it when either is revoked (createHubRevalidator).
 */
export function createHubAuthoriser(db: Db, tenantId: number): HubAuthoriser {
  return async (request, identity) => {
    const session = request.cabkitSession ?? null;
    const jobPartIds = new Set<number>();
    const shareKeys: string[] = [];
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
      if (shared.ok) {
        jobPartIds.add(shared.jobPartId);
        shareKeys.push(shareTokenHash(identity.shareToken));
      }
    }
    const customerId = session?.customerId ?? null;
    const bookerId = session?.bookerId ?? null;
    if (customerId === null && bookerId === null && jobPartIds.size === 0) return null;
    // The token the session was resolved from (a resolver without tokens, as in tests, gives none to re-check).
    const token = session ? requestToken(request) : undefined;
    return { customerId, bookerId, jobPartIds, sessionKey: token ? hashToken(token) : null, shareKeys };
  };
}

/** Says which sessions (unexpired) and shared links (not stopped) of those the hub's grants rest on still stand. */
export function createHubRevalidator(db: Db): HubRevalidator {
  return async (keys) => {
    const liveSessions =
      keys.sessions.length === 0
        ? []
        : await db
            .select({ key: sessions.tokenHash })
            .from(sessions)
            .where(and(inArray(sessions.tokenHash, [...keys.sessions]), gt(sessions.expiresAt, new Date())));
    const liveShares =
      keys.shares.length === 0
        ? []
        : await db
            .select({ key: tripShares.tokenHash })
            .from(tripShares)
            .where(inArray(tripShares.tokenHash, [...keys.shares]));
    return { sessions: new Set(liveSessions.map((r) => r.key)), shares: new Set(liveShares.map((r) => r.key)) };
  };
}
