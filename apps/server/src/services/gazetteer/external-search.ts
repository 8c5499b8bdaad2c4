import { ADDRESS_SEARCH_RADIUS_KM } from '@cabkit/domain';
import type { Gazetteer, PlaceAddress } from './gazetteer';
import { placeIcon } from './gazetteer';
import { isInServiceArea, type LatLng } from './geo';
import { type OutsideCall, outsideCalls, outsideLimitsFromEnv } from '../outside/outside-calls';

/** What an outside geocoder tells us about one place, before it takes the API's address shape. */
export interface ExternalPlace {
  id: number;
  placeId: string;
  name: string;
  line1: string;
  line2: string;
  postcode: string;
  category: string;
  lat: number;
  lng: number;
}

/** One outside place in the API's address shape (the same for every geocoder adapter). */
export function externalAddress(place: ExternalPlace, order: number): PlaceAddress {
  const { name, line1, line2, postcode, category } = place;
  return {
    Id: place.id,
    Name: name,
    Code: '',
    Line1: line1,
    Line2: line2,
    Title: name,
    Category: category,
    Postcode: postcode,
    Latitude: place.lat,
    Longitude: place.lng,
    Fulladdress: [name, line1, line2, postcode].filter(Boolean).join(', '),
    PlaceName: name,
    PlaceId: place.placeId,
    IconPath: placeIcon(category),
    Order: order,
    // docs/behaviour/journey.md#address-choice: an address without a postcode cannot be booked.
    Valid: postcode.trim() !== '',
  };
}

/** How a geocoder's answers are cached and its calls limited (outside/outside-calls.ts). */
interface ExternalSearchLimits {
  /** The geocoder's name in the metrics. */
  service: string;
  /** How long an answer is reused (addresses change slowly). */
  ttlMs?: number;
  maxEntries?: number;
  /** Geocoder calls per client per minute and in all; defaults from the environment. */
  perClientPerMinute?: number;
  perMinute?: number;
  now?: () => number;
}

/** What an outside geocoder's search may be told: the service area and the limits of its calls. */
export interface ExternalSearchOptions {
  /** The service area's radius around the UK centre; the address search region by default. */
  radiusKm?: number;
  /** Cache and limits of the calls (tests set small ones); defaults in external-search.ts and the environment. */
  limits?: Omit<ExternalSearchLimits, 'service'>;
}

/**
 * `embedded` with its address search asked of an outside geocoder (named `service` in the metrics): `find` returns the geocoder's UK places (it
 * throws when the geocoder fails or is slow). Places outside the service area are dropped and the rest numbered in
 * order; a failure answers from the embedded search instead. Identical searches (same words, near the same spot)
 * share one geocoder call for `ttlMs`; over the per-client or global limit the embedded search answers too.
 * Airports, airlines and look-ups stay embedded.
 */
export function withExternalSearch(
  embedded: Gazetteer,
  service: string,
  options: ExternalSearchOptions,
  find: (query: string, near?: LatLng) => Promise<PlaceAddress[]>,
): Gazetteer {
  const radiusKm = options.radiusKm ?? ADDRESS_SEARCH_RADIUS_KM;
  const call: OutsideCall<PlaceAddress[]> = outsideCalls({
    ttlMs: 10 * 60_000,
    ...outsideLimitsFromEnv(process.env),
    ...options.limits,
    service,
  });
  return {
    ...embedded,
    async searchAddress(prefix: string, near?: LatLng) {
      const query = prefix.trim();
      if (query === '') return [];
      // About 1 km: the bias point only orders nearby places first.
      const key = `${query.toLowerCase()}|${near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : ''}`;
      try {
        const places = (await call(key, () => find(query, near))).filter((p) =>
          isInServiceArea({ lat: p.Latitude, lng: p.Longitude }, radiusKm),
        );
        return places.map((p, order) => ({ ...p, Order: order }));
      } catch {
        return embedded.searchAddress(prefix, near);
      }
    },
  };
}
