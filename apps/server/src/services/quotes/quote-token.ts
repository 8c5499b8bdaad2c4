import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signingKeys, type StoredPrice, type StoredRoutePoint, type StoredVia } from '../../db/schema';
import { decodePolyline } from '../routing/engines';
import type { StoredQuotation } from './quote-types';

/**
 * Signed quotations (docs/decisions/0015-signed-quotations.md): the QuotationId the server answers is the quote
 * itself, everything a booking is priced and checked from, signed with the tenant's key (HMAC-SHA256). The
 * booking presents it back; the server reads the quote from it and refuses one it did not sign. No quotation is
 * written when it is given: a booked quote is written with its booking.
 *
 * Token: `q1.<payload>.<mac>`, the payload the base64url of a JSON array (fields in the order of `toFields`, route
 * paths as polylines of precision 6), the MAC the base64url of HMAC-SHA256 over `q1.<payload>`. The quote's id
 * (the `quotations.id` a booking refers to) is the first 22 characters of the MAC, so it needs no random bytes
 * and no room in the payload.
 */

const VERSION = 'q1';
/** Characters of the MAC that make the quote's id (132 bits). */
const ID_LENGTH = 22;
/** The purpose its key is stored under in `signing_keys`. */
const KEY_PURPOSE = 'quotation';

/** Signs quotes into QuotationIds and reads them back. */
export interface QuoteSigner {
  /** The QuotationId of `quote` (its `id` is ignored: the id is derived from the signature) and the quote's id. */
  sign(quote: Omit<StoredQuotation, 'id'>): { token: string; id: string };
  /**
   * The quote a QuotationId stands for, or null when this server did not sign it for this tenant (altered, forged,
   * another tenant's, or not a token at all). Expired quotes are returned too: the caller checks `expiresAt`.
   */
  open(token: string): StoredQuotation | null;
}

/** A base64url-encoded 32-byte key; read from `signing_keys`, made by the first server to start. */
export async function loadQuoteSigningKey(db: Db, tenantId: number): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ tenantId, purpose: KEY_PURPOSE, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(and(eq(signingKeys.tenantId, tenantId), eq(signingKeys.purpose, KEY_PURPOSE)))
    .limit(1);
  if (!row) throw new Error(`No quotation signing key for tenant ${tenantId}`);
  return Buffer.from(row.secret, 'base64url');
}

const MICRO = 1_000_000;

/** Whether every point is exactly a 6-decimal value, which a precision-6 polyline carries without loss. */
function polylineExact(path: StoredRoutePoint[]): boolean {
  for (const point of path) {
    if (Math.round(point.Latitude * MICRO) / MICRO !== point.Latitude) return false;
    if (Math.round(point.Longitude * MICRO) / MICRO !== point.Longitude) return false;
  }
  return true;
}

function encodeNumber(value: number, out: string[]): void {
  let v = value < 0 ? ~(value << 1) : value << 1;
  while (v >= 0x20) {
    out.push(String.fromCharCode((0x20 | (v & 0x1f)) + 63));
    v >>>= 5;
  }
  out.push(String.fromCharCode(v + 63));
}

/** A path as a precision-6 polyline (Google's algorithm), or the points themselves when that would lose digits. */
function encodePath(path: StoredRoutePoint[]): string | StoredRoutePoint[] {
  if (!polylineExact(path)) return path;
  const out: string[] = [];
  let lat = 0;
  let lng = 0;
  for (const point of path) {
    const nextLat = Math.round(point.Latitude * MICRO);
    const nextLng = Math.round(point.Longitude * MICRO);
    encodeNumber(nextLat - lat, out);
    encodeNumber(nextLng - lng, out);
    lat = nextLat;
    lng = nextLng;
  }
  return out.join('');
}

function decodePath(encoded: unknown): StoredRoutePoint[] {
  if (Array.isArray(encoded)) return encoded as StoredRoutePoint[];
  if (typeof encoded !== 'string') throw new Error('route path: not a polyline');
  // Precision 6, as encodePath writes it (routing's decoder, which also reads Valhalla's paths).
  return decodePolyline(encoded, 6);
}

/** The quote as the token's JSON array (the order is the format: append new fields, never reorder). */
function toFields(quote: Omit<StoredQuotation, 'id'>): unknown[] {
  return [
    quote.tenantId,
    quote.requestId,
    quote.customerId,
    quote.bookerId,
    quote.vehicleTypeId,
    quote.returnType,
    quote.pickup,
    quote.pickupLatitude,
    quote.pickupLongitude,
    quote.dropoff,
    quote.dropoffLatitude,
    quote.dropoffLongitude,
    quote.via.map((via) => [via.address, via.lat, via.lng, via.postcode]),
    quote.bookingDate,
    quote.returnDate,
    quote.waitingMinutes,
    quote.currencyCode,
    quote.fare,
    quote.returnFare,
    quote.totalFare,
    quote.prices.map((price) => [price.VehTypeId, price.Fare, price.ReturnFare, price.TotalFare, price.CurrencyCode]),
    quote.routeDistance,
    quote.journeyTime,
    quote.returnRouteDistance,
    quote.returnJourneyTime,
    encodePath(quote.routePath),
    encodePath(quote.returnRoutePath),
    quote.createdAt.getTime(),
    quote.expiresAt.getTime(),
    quote.guestKey,
    quote.travelTime,
  ];
}

function fromFields(id: string, f: unknown[]): StoredQuotation {
  const via = (f[12] as [string, number, number, string][]).map(
    ([address, lat, lng, postcode]): StoredVia => ({ address, lat, lng, postcode }),
  );
  const prices = (f[20] as [number, number, number, number, string][]).map(
    ([VehTypeId, Fare, ReturnFare, TotalFare, CurrencyCode]): StoredPrice => ({
      VehTypeId,
      Fare,
      ReturnFare,
      TotalFare,
      CurrencyCode,
    }),
  );
  return {
    id,
    tenantId: f[0] as number,
    requestId: f[1] as string,
    customerId: f[2] as number | null,
    bookerId: f[3] as number | null,
    vehicleTypeId: f[4] as number,
    returnType: f[5] as string,
    pickup: f[6] as string,
    pickupLatitude: f[7] as number,
    pickupLongitude: f[8] as number,
    dropoff: f[9] as string,
    dropoffLatitude: f[10] as number,
    dropoffLongitude: f[11] as number,
    via,
    bookingDate: f[13] as string,
    returnDate: f[14] as string,
    waitingMinutes: f[15] as number,
    currencyCode: f[16] as string,
    fare: f[17] as number,
    returnFare: f[18] as number,
    totalFare: f[19] as number,
    prices,
    routeDistance: f[21] as number,
    journeyTime: f[22] as number,
    returnRouteDistance: f[23] as number,
    returnJourneyTime: f[24] as number,
    routePath: decodePath(f[25]),
    returnRoutePath: decodePath(f[26]),
    createdAt: new Date(f[27] as number),
    expiresAt: new Date(f[28] as number),
    // Quotes signed before guest sessions carry none: no guest books them.
    guestKey: typeof f[29] === 'string' ? f[29] : '',
    travelTime: typeof f[30] === 'number' && Number.isFinite(f[30]) ? f[30] : 0,
  };
}

/** The signer of one tenant's quotes with `key` (from `loadQuoteSigningKey`). */
export function createQuoteSigner(key: Buffer, tenantId: number): QuoteSigner {
  const mac = (signed: string) => createHmac('sha256', key).update(signed).digest();
  return {
    sign(quote) {
      const payload = Buffer.from(JSON.stringify(toFields(quote))).toString('base64url');
      const signed = `${VERSION}.${payload}`;
      const signature = mac(signed).toString('base64url');
      return { token: `${signed}.${signature}`, id: signature.slice(0, ID_LENGTH) };
    },
    open(token) {
      const last = token.lastIndexOf('.');
      if (last <= VERSION.length || !token.startsWith(`${VERSION}.`)) return null;
      const signed = token.slice(0, last);
      const given = Buffer.from(token.slice(last + 1), 'base64url');
      const expected = mac(signed);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(signed.slice(VERSION.length + 1), 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!Array.isArray(fields) || fields[0] !== tenantId) return null;
      return fromFields(expected.toString('base64url').slice(0, ID_LENGTH), fields);
    },
  };
}
