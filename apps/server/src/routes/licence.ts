import { randomBytes } from 'node:crypto';
import { endpoints } from '@cabkit/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingParams, licences } from '../db/schema-accounts';
import { registerEndpoint } from '../http/register';
import type { RoutePlugin } from './types';

/** Booking parameters stay readable this long after they are stored. */
const BOOKING_PARAMS_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The answer for an unknown, expired or inactive licence, or a site it does not cover. */
export const NOT_LICENSED = 'This site is not licensed to use the booking app.';

/** The path the licence calls are served under: `LICENCE_BASE_PATH` (default `/licence`); '' or '/' for none. */
export function licenceBasePath(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.LICENCE_BASE_PATH ?? '/licence').trim();
  const clean = `/${raw.replace(/^\/+|\/+$/g, '')}`;
  return clean === '/' ? '' : clean;
}

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

type LicenceRow = typeof licences.$inferSelect;

async function activeLicence(db: Db, tenantId: number, trackingCode: string): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.tenantId, tenantId), eq(licences.trackingCode, trackingCode.trim())))
    .limit(1);
  if (!row?.active || (row.expiresAt && row.expiresAt < new Date())) return undefined;
  return row;
}

const noParams = {
  Id: '',
  TrackingCode: '',
  PickUp: '',
  DropOff: '',
  DateTime: '',
  VehTypeId: 0,
  VehicleId: 0,
  IsASAP: false,
};

/** The licence service's calls (`/api/bookingparams`, `/api/custappbaseurl`, `/api/validate`) under its base path. */
export const licenceRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  await app.register(
    async (scope) => {
      registerEndpoint(scope, endpoints.validateLicence, async ({ body }) => {
        const licence = await activeLicence(db, tenant.id, body.trackingcode);
        const valid = !!licence && domainAllowed(hostOf(body.parentdomain), licence.allowedDomains);
        return valid
          ? { Code: 1, Message: 'The licence is valid.', Valid: true }
          : { Code: 2, Message: NOT_LICENSED, Valid: false };
      });

      registerEndpoint(scope, endpoints.custAppBaseUrl, async ({ query }) => {
        const licence = await activeLicence(db, tenant.id, query.trackingcode);
        return licence
          ? { Code: 1, Message: '', Url: licence.customerAppBaseUrl }
          : { Code: 2, Message: NOT_LICENSED, Url: '' };
      });

      registerEndpoint(scope, endpoints.saveBookingParams, async ({ body }) => {
        const licence = await activeLicence(db, tenant.id, body.trackingcode);
        if (!licence) return { Code: 2, Message: NOT_LICENSED, ...noParams };
        const id = randomBytes(16).toString('base64url');
        await db.insert(bookingParams).values({
          id,
          tenantId: tenant.id,
          licenceId: licence.id,
          pickup: body.pickup,
          dropoff: body.dropoff,
          dateTime: body.datetime,
          vehicleTypeId: body.vehtypeid,
          vehicleId: body.vehicleid,
          isAsap: body.isASAP,
        });
        return {
          Code: 1,
          Message: '',
          Id: id,
          TrackingCode: licence.trackingCode,
          PickUp: body.pickup,
          DropOff: body.dropoff,
          DateTime: body.datetime,
          VehTypeId: body.vehtypeid,
          VehicleId: body.vehicleid,
          IsASAP: body.isASAP,
        };
      });

      registerEndpoint(scope, endpoints.getBookingParams, async ({ query }) => {
        const [row] = await db
          .select({ params: bookingParams, licence: licences })
          .from(bookingParams)
          .innerJoin(licences, eq(licences.id, bookingParams.licenceId))
          .where(and(eq(bookingParams.id, query.id.trim()), eq(licences.tenantId, tenant.id)))
          .limit(1);
        if (!row || row.params.createdAt.getTime() < Date.now() - BOOKING_PARAMS_TTL_MS) {
          return { Code: 2, Message: 'These booking details are no longer available.', ...noParams };
        }
        const { params, licence } = row;
        return {
          Code: 1,
          Message: '',
          Id: params.id,
          TrackingCode: licence.trackingCode,
          PickUp: params.pickup,
          DropOff: params.dropoff,
          DateTime: params.dateTime,
          VehTypeId: params.vehicleTypeId,
          VehicleId: params.vehicleId,
          IsASAP: params.isAsap,
        };
      });
    },
    { prefix: licenceBasePath() },
  );
};
