import { type ExternalSearchOptions, externalAddress, withExternalSearch } from './external-search';
import type { Gazetteer, PlaceAddress } from './gazetteer';

/**
 * Address search from Google Places (the Places API's Text Search, `places:searchText`) when the tenant has a
 * server key (`GOOGLE_PLACES_KEY`; never sent to browsers). One request per search answers names, addresses,
 * postcodes and coordinates together. Airports, airlines and the airport look-ups stay on the embedded gazetteer,
 * which also answers when Google fails or is slow.
 */
export interface GooglePlacesOptions extends ExternalSearchOptions {
  key: string;
  /** The API's base URL (tests point it at a fake). */
  url?: string;
  fetch?: typeof fetch;
  /** Milliseconds before Google counts as failed and the embedded search answers instead. */
  timeoutMs?: number;
}

const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/** The fields asked for: only what an address needs (Google bills by the fields asked for). */
export const GOOGLE_PLACES_FIELDS = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.addressComponents',
  'places.types',
].join(',');

/** One place of a Text Search answer. */
interface GooglePlace {
  id?: string;
  types?: string[];
  formattedAddress?: string;
  displayName?: { text?: string };
  location?: { latitude?: number; longitude?: number };
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
}

/** The category shown for a place's Google types (the icon follows it). */
export function googleCategory(types: readonly string[] = []): string {
  const has = (type: string) => types.includes(type);
  if (has('airport')) return 'Airport';
  if (has('train_station') || has('subway_station') || has('transit_station') || has('light_rail_station')) {
    return 'Station';
  }
  if (has('hospital')) return 'Hospital';
  if (has('lodging') || has('hotel')) return 'Hotel';
  if (has('route') || has('street_address') || has('premise')) return 'Street';
  if (has('locality') || has('postal_town') || has('sublocality') || has('neighborhood') || has('postal_code')) {
    return 'Locality';
  }
  return 'Place';
}

/** A stable positive number for Google's text place id (the API's Id is numeric). */
function numericId(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

/** Turns one Google place into the API's address shape; null without coordinates or a name. */
function googleToPlace(place: GooglePlace, order: number): PlaceAddress | null {
  const lat = place.location?.latitude;
  const lng = place.location?.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  const part = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type))?.longText ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const name = place.displayName?.text?.trim() || street;
  if (!name) return null;
  const line1 = street === name ? '' : street;
  const line2 = part('postal_town') || part('locality') || part('administrative_area_level_2');
  const postcode = part('postal_code').toUpperCase();
  const category = googleCategory(place.types);
  const id = place.id ?? '';
  return externalAddress(
    { id: numericId(id), placeId: `google:${id}`, name, line1, line2, postcode, category, lat, lng },
    order,
  );
}

function countryOf(place: GooglePlace): string {
  return place.addressComponents?.find((c) => c.types?.includes('country'))?.shortText?.toUpperCase() ?? 'GB';
}

/** A gazetteer whose address search asks Google Places, falling back to `embedded`. */
export function createGooglePlacesGazetteer(embedded: Gazetteer, options: GooglePlacesOptions): Gazetteer {
  const doFetch = options.fetch ?? fetch;
  const base = (options.url ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
  return withExternalSearch(embedded, 'google-places', options, async (query, near) => {
    const request: Record<string, unknown> = {
      textQuery: query,
      regionCode: 'GB',
      languageCode: 'en-GB',
      pageSize: 10,
    };
    // Results near the tenant's base first (a bias, not a limit: "Heathrow" still finds the airport).
    if (near) {
      request.locationBias = { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: 50_000 } };
    }
    const response = await doFetch(`${base}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Goog-Api-Key': options.key,
        'X-Goog-FieldMask': GOOGLE_PLACES_FIELDS,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
    if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
    const body = (await response.json()) as { places?: GooglePlace[] };
    return (body.places ?? [])
      .filter((place) => countryOf(place) === 'GB')
      .map((place, i) => googleToPlace(place, i))
      .filter((p): p is PlaceAddress => p !== null);
  });
}
