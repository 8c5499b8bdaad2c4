import { type ExternalSearchOptions, externalAddress, withExternalSearch } from './external-search';
import type { Gazetteer, PlaceAddress } from './gazetteer';

/**
 * Address search from a Photon (or Photon-compatible, e.g. Pelias' /v1/autocomplete behind a Photon facade) HTTP
 * geocoder: `GEOCODER_URL` names its base (e.g. https://photon.komoot.io). Only `searchAddress` goes out; airports,
 * airlines and the airport look-ups stay on the embedded gazetteer, which also answers when the geocoder fails.
 */
export interface PhotonOptions extends ExternalSearchOptions {
  url: string;
  fetch?: typeof fetch;
  /** Milliseconds before the geocoder counts as failed and the embedded search answers instead. */
  timeoutMs?: number;
}

/** One feature of a Photon answer (GeoJSON). */
interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    osm_type?: string;
    osm_id?: number;
    osm_key?: string;
    osm_value?: string;
    name?: string;
    housenumber?: string;
    street?: string;
    city?: string;
    district?: string;
    county?: string;
    postcode?: string;
    countrycode?: string;
  };
}

/** The category shown for an OpenStreetMap tag (the icon follows it). */
function photonCategory(key = '', value = ''): string {
  if (value === 'aerodrome' || value === 'airport') return 'Airport';
  if (value === 'station' || value === 'halt' || key === 'railway') return 'Station';
  if (key === 'amenity' && value === 'hospital') return 'Hospital';
  if (key === 'tourism' && value === 'hotel') return 'Hotel';
  if (key === 'highway') return 'Street';
  if (key === 'place') return 'Locality';
  return 'Place';
}

/** Turns one Photon feature into the API's address shape; null without coordinates or a name. */
function photonToPlace(feature: PhotonFeature, order: number): PlaceAddress | null {
  const p = feature.properties ?? {};
  const [lng, lat] = feature.geometry?.coordinates ?? [];
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  const name = p.name ?? street;
  if (!name) return null;
  const line1 = p.name ? street : '';
  const line2 = p.city ?? p.district ?? p.county ?? '';
  const postcode = (p.postcode ?? '').toUpperCase();
  const category = photonCategory(p.osm_key, p.osm_value);
  const id = Number(p.osm_id ?? 0);
  return externalAddress(
    { id, placeId: `osm:${p.osm_type ?? 'N'}${id}`, name, line1, line2, postcode, category, lat, lng },
    order,
  );
}

/** A gazetteer whose address search asks a Photon geocoder, falling back to `embedded`. */
export function createPhotonGazetteer(embedded: Gazetteer, options: PhotonOptions): Gazetteer {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return withExternalSearch(embedded, 'photon', options, async (query, near) => {
    const params = new URLSearchParams({ q: query, limit: '10', lang: 'en' });
    if (near) {
      params.set('lat', String(near.lat));
      params.set('lon', String(near.lng));
    }
    const response = await doFetch(`${base}/api?${params}`, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as { features?: PhotonFeature[] };
    return (body.features ?? [])
      .filter((f) => (f.properties?.countrycode ?? 'GB').toUpperCase() === 'GB')
      .map((f, i) => photonToPlace(f, i))
      .filter((p): p is PlaceAddress => p !== null);
  });
}
