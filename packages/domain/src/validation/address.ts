import {
  DEFAULT_ERROR_MESSAGE,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  REPEATED_PLACE_MESSAGE,
  TRY_MORE_SPECIFIC_ADDRESS_MESSAGE,
} from '../errors/messages';
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

/** The text a journey names an address by: its full address, else its name and postcode (what a quotation sends). */
export function addressText(address: Pick<Address, 'Fulladdress' | 'Name' | 'Postcode'>): string {
  return address.Fulladdress.trim() || [address.Name, address.Postcode].filter(Boolean).join(', ');
}

/** A place of a journey as the same-place rule reads it: the text it is named by and its position. */
export interface JourneyPlace {
  text: string;
  latitude: number | null;
  longitude: number | null;
}

/** Places closer than this are one place (metres): two search results for one building or kerb. */
const SAME_PLACE_METRES = 50;

/** True when two places are one: within 50 metres of each other, or named by the same text (any case). */
export function isSamePlace(a: JourneyPlace, b: JourneyPlace): boolean {
  const textA = a.text.trim().toLowerCase();
  if (textA !== '' && textA === b.text.trim().toLowerCase()) return true;
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return false;
  const metres =
    distanceKm({ Latitude: a.latitude, Longitude: a.longitude }, { Latitude: b.latitude, Longitude: b.longitude }) *
    1000;
  return metres < SAME_PLACE_METRES;
}

/** A repeated place among a journey's places (any two of pickup, via stops and drop-off are one), or undefined. */
export function repeatedPlaceRefusal(places: readonly JourneyPlace[]): string | undefined {
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      if (isSamePlace(places[i] as JourneyPlace, places[j] as JourneyPlace)) return REPEATED_PLACE_MESSAGE;
    }
  }
  return undefined;
}

/** True when a placed point is outside the service area (an unplaced one is judged once it has a position). */
function isOutsideServiceArea(place: JourneyPlace): boolean {
  if (place.latitude === null || place.longitude === null) return false;
  return !isWithinSearchRegion({ Latitude: place.latitude, Longitude: place.longitude });
}

/**
 * Why a journey cannot be quoted for its places (docs/behaviour/journey.md#address-choice), or undefined: a place
 * outside the service area (Code 3, docs/behaviour/quotation.md#quotation-codes), else any two of pickup, via stops
 * and drop-off are one place (Code 2). The server's quotation refuses by it before pricing; the web app refuses such
 * an address as it is chosen (`checkAddressChoice`), by the same two checks.
 */
export function journeyPlacesRefusal(places: readonly JourneyPlace[]): { code: 2 | 3; message: string } | undefined {
  if (places.some(isOutsideServiceArea)) return { code: 3, message: OUTSIDE_SERVICE_AREA_MESSAGE };
  const repeated = repeatedPlaceRefusal(places);
  return repeated ? { code: 2, message: repeated } : undefined;
}

/** An address as a journey place; 0,0 is an unpicked address's default position, not a place. */
function asPlace(address: Address): JourneyPlace {
  const placed = address.Latitude !== 0 || address.Longitude !== 0;
  return {
    text: addressText(address),
    latitude: placed ? address.Latitude : null,
    longitude: placed ? address.Longitude : null,
  };
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
 * specific address.'; one outside the service area with the quotation's own message; a place the journey already
 * has (pickup, drop-off or another via stop) with the generic error. The spec names pickup against drop-off and a via
 * against either; two equal via stops are refused too, as the server refuses any place twice (`journeyPlacesRefusal`).
 */
export function checkAddressChoice(candidate: Address, kind: AddressPointKind, points: BookingPoints): AddressChoice {
  if (isBlank(candidate.Postcode)) {
    return { accepted: false, message: TRY_MORE_SPECIFIC_ADDRESS_MESSAGE };
  }
  if (isOutsideServiceArea(asPlace(candidate))) return { accepted: false, message: OUTSIDE_SERVICE_AREA_MESSAGE };
  const ends =
    kind === 'Pickup' ? [points.PickDown] : kind === 'Dropoff' ? [points.PickUp] : [points.PickUp, points.PickDown];
  const others: Array<Address | null> = [...ends, ...points.ViaAddress];
  if (others.some((other) => other !== null && isSamePlace(asPlace(candidate), asPlace(other)))) {
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
