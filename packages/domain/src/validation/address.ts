import { DEFAULT_ERROR_MESSAGE, TRY_MORE_SPECIFIC_ADDRESS_MESSAGE } from '../errors/messages';
import { ADDRESS_SEARCH_RADIUS_KM } from '../model/constants';
import type { Address, AddressPointKind, LatLng } from '../model/entities';
import { isBlank } from './fields';

/** Centre of Great Britain used to restrict address search (docs/behaviour/journey.md#addresses names a UK centre without coordinates). */
export const UK_CENTRE: LatLng = { Latitude: 54.00366, Longitude: -2.547855 };

/** Returns true when an address has a position and was picked from a list. */
export function isAddressComplete(address: Address | null | undefined): address is Address {
  return (
    !!address &&
    address.Valid &&
    typeof address.Latitude === 'number' &&
    Number.isFinite(address.Latitude) &&
    typeof address.Longitude === 'number' &&
    Number.isFinite(address.Longitude)
  );
}

/** Returns true when two addresses are the same place (same position, or same full address text). */
export function isSameAddress(a: Address | null | undefined, b: Address | null | undefined): boolean {
  if (!a || !b) return false;
  // 0,0 is createAddress's unpicked default, not a place anyone is picked up at.
  const placed = a.Latitude !== 0 || a.Longitude !== 0;
  if (placed && a.Latitude === b.Latitude && a.Longitude === b.Longitude) {
    return true;
  }
  const textA = (a.Fulladdress || a.Name).trim().toLowerCase();
  const textB = (b.Fulladdress || b.Name).trim().toLowerCase();
  return textA !== '' && textA === textB;
}

/** Outcome of choosing an address for a booking point; a rejected address is not kept (its box empties). */
interface AddressChoice {
  /** Whether the address is taken. */
  accepted: boolean;
  /** Message to show when rejected. */
  message?: string;
}

/** The points of a booking an address is compared against. */
interface BookingPoints {
  /** Pickup address. */
  PickUp: Address | null;
  /** Drop-off address. */
  PickDown: Address | null;
  /** The other via stops (not the one being chosen). */
  ViaAddress: readonly Address[];
}

/**
 * Checks a chosen address (docs/behaviour/journey.md#address-choice): an empty postcode is rejected with 'Try a more
 * specific address.'; a place the journey already has (pickup, drop-off or another via stop) with the generic error.
 * The spec names pickup against drop-off and a via against either; two equal via stops are refused too, as the
 * server refuses any place twice.
 */
export function checkAddressChoice(candidate: Address, kind: AddressPointKind, points: BookingPoints): AddressChoice {
  if (isBlank(candidate.Postcode)) {
    return { accepted: false, message: TRY_MORE_SPECIFIC_ADDRESS_MESSAGE };
  }
  const ends =
    kind === 'Pickup' ? [points.PickDown] : kind === 'Dropoff' ? [points.PickUp] : [points.PickUp, points.PickDown];
  const others: Array<Address | null> = [...ends, ...points.ViaAddress];
  if (others.some((other) => isSameAddress(candidate, other))) {
    return { accepted: false, message: DEFAULT_ERROR_MESSAGE };
  }
  return { accepted: true };
}

/** Kilometres in a statute mile (UK distances are shown in miles). */
export const KM_PER_MILE = 1.609344;

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Returns the great-circle (haversine) distance between two points in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.Latitude - a.Latitude);
  const dLng = radians(b.Longitude - a.Longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.Latitude)) * Math.cos(radians(b.Latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Returns true when a point lies within the address search region (775 km around the UK centre by default; docs/behaviour/journey.md#addresses). */
export function isWithinSearchRegion(point: LatLng, radiusKm: number = ADDRESS_SEARCH_RADIUS_KM): boolean {
  return distanceKm(point, UK_CENTRE) <= radiusKm;
}
