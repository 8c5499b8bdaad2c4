import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingParams, licences } from '../../db/schema-accounts';

/** Booking parameters stay readable this long after they are stored. */
const BOOKING_PARAMS_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The answer for an unknown, expired or inactive licence, or a site it does not cover. */
export const NOT_LICENSED = 'This site is not licensed to use the booking app.';
/** The answer for booking parameters that are unknown or older than they are kept. */
export const PARAMS_GONE = 'These booking details are no longer available.';

/** The host name of a parent-domain value (a bare host, or a URL), lower-case; '' when unusable. */
export function hostOf(parentDomain: string): string {
  const text = parentDomain.trim().toLowerCase();
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname.replace(/\.$/, '');
  } catch {
    return '';
  }
}

/** True when a host is one of the allowed domains (`*.example.com` allows sub-domains and the domain itself). */
export function domainAllowed(host: string, allowed: readonly string[]): boolean {
  if (!host) return false;
  return allowed.some((entry) => {
    const domain = entry.trim().toLowerCase();
    if (domain.startsWith('*.')) {
      const base = domain.slice(2);
      return host === base || host.endsWith(`.${base}`);
    }
    return host === domain;
  });
}

/** A stored licence. */
type LicenceRow = typeof licences.$inferSelect;

/** The tenant's licence with this tracking code while it is active and not expired; undefined otherwise. */
export async function activeLicence(
  db: Db,
  tenantId: number,
  trackingCode: string,
  now = new Date(),
): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.tenantId, tenantId), eq(licences.trackingCode, trackingCode.trim())))
    .limit(1);
  if (!row?.active || (row.expiresAt && row.expiresAt < now)) return undefined;
  return row;
}

/** True when the licence is active and covers the site (its parent domain) embedding the booking app. */
export async function licenceCoversSite(db: Db, tenantId: number, trackingCode: string, parentDomain: string) {
  const licence = await activeLicence(db, tenantId, trackingCode);
  return !!licence && domainAllowed(hostOf(parentDomain), licence.allowedDomains);
}

/** Booking parameters handed from a licensed site to the customer app. */
export interface BookingParams {
  pickup: string;
  dropoff: string;
  dateTime: string;
  vehicleTypeId: number;
  vehicleId: number;
  isAsap: boolean;
}

/** Stores booking parameters under an active licence; their random id, or null when the licence is not active. */
export async function saveBookingParams(
  db: Db,
  tenantId: number,
  trackingCode: string,
  params: BookingParams,
): Promise<{ id: string; trackingCode: string } | null> {
  const licence = await activeLicence(db, tenantId, trackingCode);
  if (!licence) return null;
  const id = randomBytes(16).toString('base64url');
  await db.insert(bookingParams).values({ id, tenantId, licenceId: licence.id, ...params });
  return { id, trackingCode: licence.trackingCode };
}

/** The tenant's stored booking parameters by id while they are kept (BOOKING_PARAMS_TTL_MS); null otherwise. */
export async function findBookingParams(
  db: Db,
  tenantId: number,
  id: string,
  now = new Date(),
): Promise<(BookingParams & { id: string; trackingCode: string }) | null> {
  const [row] = await db
    .select({ params: bookingParams, licence: licences })
    .from(bookingParams)
    .innerJoin(licences, eq(licences.id, bookingParams.licenceId))
    .where(and(eq(bookingParams.id, id.trim()), eq(licences.tenantId, tenantId)))
    .limit(1);
  if (!row || row.params.createdAt.getTime() < now.getTime() - BOOKING_PARAMS_TTL_MS) return null;
  const { params, licence } = row;
  return {
    id: params.id,
    trackingCode: licence.trackingCode,
    pickup: params.pickup,
    dropoff: params.dropoff,
    dateTime: params.dateTime,
    vehicleTypeId: params.vehicleTypeId,
    vehicleId: params.vehicleId,
    isAsap: params.isAsap,
  };
}
