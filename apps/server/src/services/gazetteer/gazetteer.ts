import { ADDRESS_SEARCH_RADIUS_KM, AIRPORT_SEARCH_MIN_CHARS, AUTOSUGGEST_MAX } from '@cabkit/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChangeNotices, cachedValue, NO_CHANGE_NOTICES } from '../cache/change-notices';
import { type Airline as AirlineData, loadAirlines, loadUkAirports, loadWorldAirports } from './data/index';
import { AddressIndex, type IndexedPlaceRecord } from './address-index';
import { airportSize } from './airport-size';
import { haversineKm, isInServiceArea, type LatLng } from './geo';
import { fullPostcode, holdsPostcode, OUTCODE_LOCATOR, type PostcodeLocator, withPostcodeFirst } from './postcodes';

/** An address, place or airport as the API answers it (docs/behaviour/journey.md#addresses Address/Place). */
export interface PlaceAddress {
  Id: number;
  Name: string;
  Code: string;
  Line1: string;
  Line2: string;
  Title: string;
  Category: string;
  Postcode: string;
  Latitude: number;
  Longitude: number;
  Fulladdress: string;
  PlaceName: string;
  PlaceId: string;
  IconPath: string;
  Order: number;
  Valid: boolean;
}

/** An airport search result (docs/behaviour/flights.md#flight-data Airport). */
interface AirportResult {
  Id: number;
  Code: string;
  Icao: string;
  Name: string;
  City: string;
  Country: string;
  CountryLowerCase: string;
  FullAddress: string;
  IconPath: string;
  Category: string;
  Latitude: number;
  Longitude: number;
}

/** An airline search result (docs/behaviour/flights.md#flight-data Airline). */
interface AirlineResult {
  Code: string;
  Iata: string;
  Icao: string;
  Name: string;
  Country: string;
}

/** Address, airport and airline search. The embedded implementation searches the `places` table and bundled data. */
export interface Gazetteer {
  /**
   * Places and airports matching every typed word by prefix (or postcode), similar ones only when none does;
   * best match first, then the more important, then the nearer to `near` (the tenant's base); at most 10,
   * inside the service area.
   */
  searchAddress(prefix: string, near?: LatLng): Promise<PlaceAddress[]>;
  /** Airports by IATA/ICAO code, name or city: UK airports first (2+ characters). */
  searchAirports(text: string): AirportResult[];
  /** Airlines by IATA/ICAO code or name (2+ characters). */
  searchAirlines(text: string): AirlineResult[];
  /** Every UK airport as a place (for the configuration's airports list). */
  ukAirports(): Promise<PlaceAddress[]>;
  /** The airport within `withinKm` of a point, if any (airport charges, flight checks). */
  airportNear(point: LatLng, withinKm?: number): Promise<PlaceAddress | null>;
}

/** A row of the `places` table, as the address index holds it too. */
type PlaceRecord = IndexedPlaceRecord;

/** The icon shown beside a place of this category. */
export function placeIcon(category: string): string {
  if (/air/i.test(category)) return '/assets/images/places/airport.svg';
  if (/station|port/i.test(category)) return '/assets/images/places/station.svg';
  return '/assets/images/places/place.svg';
}

/** Turns a `places` row into the API's address shape. */
function toPlaceAddress(row: PlaceRecord, order = 0): PlaceAddress {
  const fulladdress = [row.name, row.line1, row.line2, row.postcode].filter(Boolean).join(', ');
  return {
    Id: row.id,
    Name: row.name,
    Code: row.iata,
    Line1: row.line1,
    Line2: row.line2,
    Title: row.name,
    Category: row.category,
    Postcode: row.postcode,
    Latitude: Number(row.latitude),
    Longitude: Number(row.longitude),
    Fulladdress: fulladdress,
    PlaceName: row.name,
    PlaceId: `place:${row.id}`,
    IconPath: placeIcon(row.category),
    Order: order,
    // docs/behaviour/journey.md#address-choice: an address without a postcode cannot be booked.
    Valid: row.postcode.trim() !== '',
  };
}

/** Lower-case, single-spaced, trimmed text for matching. */
function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

interface AirportEntry extends AirportResult {
  uk: boolean;
  size: number;
  haystack: string;
}

function buildAirportIndex(): AirportEntry[] {
  const uk = new Set(loadUkAirports().map((a) => a.iata));
  return loadWorldAirports().map((a, index) => ({
    Id: index + 1,
    Code: a.iata,
    Icao: a.icao,
    Name: a.name,
    City: a.city,
    Country: a.country,
    CountryLowerCase: a.country.toLowerCase(),
    FullAddress: `${a.name}, ${a.city}, ${a.country}`,
    IconPath: '/assets/images/places/airport.svg',
    Category: 'Airport',
    Latitude: a.latitude,
    Longitude: a.longitude,
    uk: uk.has(a.iata),
    size: airportSize(a),
    haystack: `${a.name} ${a.city}`.toLowerCase(),
  }));
}

/** Ranks an item: 0 exact code, 1 a word of the name or city starts with it, 3 contains; null when no match. */
function rankText(query: string, codes: string[], name: string, haystack: string): number | null {
  const upper = query.toUpperCase();
  if (codes.some((code) => code !== '' && code === upper)) return 0;
  // A word of the name or the city starting with the query is one tier: "paris" finds Charles de Gaulle
  // (city Paris) as well as Paris Beauvais; the airport's size decides between them.
  if (name.toLowerCase().startsWith(query)) return 1;
  if (haystack.startsWith(query) || haystack.includes(` ${query}`)) return 1;
  if (haystack.includes(query)) return 3;
  return null;
}

/**
 * Creates the embedded gazetteer over the `places` table and the bundled airport and airline data; a typed full
 * postcode that no place holds is found by `postcodes` (the shipped outward-code table unless told otherwise).
 */
export function createGazetteer(
  db: Db,
  radiusKm = ADDRESS_SEARCH_RADIUS_KM,
  notices: ChangeNotices = NO_CHANGE_NOTICES,
  postcodes: PostcodeLocator = OUTCODE_LOCATOR,
): Gazetteer {
  let airports: AirportEntry[] | undefined;
  // The airport places every quotation looks near (both ends), held until `places` changes.
  const airportPlaces = cachedValue(notices, ['places'], async () => {
    const result = (await db.execute(sql`
      SELECT id, name, line1, line2, postcode, category, latitude, longitude, iata
      FROM places
      WHERE category = 'Airport'
    `)) as unknown as { rows: PlaceRecord[] };
    return result.rows.map((row) => ({ row, lat: Number(row.latitude), lng: Number(row.longitude) }));
  });
  let index: Promise<AddressIndex> | undefined;
  // The places table is written only by the seed: read it once, inside the service area, into the index.
  const loadIndex = async () => {
    const result = (await db.execute(sql`
      SELECT id, name, line1, line2, postcode, category, latitude, longitude, iata FROM places ORDER BY id
    `)) as unknown as { rows: PlaceRecord[] };
    const rows = result.rows.filter((row) =>
      isInServiceArea({ lat: Number(row.latitude), lng: Number(row.longitude) }, radiusKm),
    );
    return new AddressIndex(rows);
  };
  let airlines: (AirlineData & { haystack: string })[] | undefined;

  return {
    async searchAddress(prefix, near) {
      if (prefix.trim() === '') return [];
      index ??= loadIndex();
      let found = (await index).search(prefix, { near, limit: AUTOSUGGEST_MAX });
      const postcode = fullPostcode(prefix);
      if (postcode && !holdsPostcode(found, postcode)) {
        const location = await postcodes.locate(postcode);
        const inArea = location && isInServiceArea({ lat: location.latitude, lng: location.longitude }, radiusKm);
        found = withPostcodeFirst(found, inArea ? location : null, AUTOSUGGEST_MAX);
      }
      return found.map((row, order) => toPlaceAddress(row, order));
    },

    searchAirports(text) {
      const query = normaliseQuery(text);
      if (query.length < AIRPORT_SEARCH_MIN_CHARS) return [];
      airports ??= buildAirportIndex();
      const ranked: { entry: AirportEntry; rank: number }[] = [];
      for (const entry of airports) {
        const rank = rankText(query, [entry.Code, entry.Icao], entry.Name, entry.haystack);
        if (rank !== null) ranked.push({ entry, rank });
      }
      ranked.sort(
        (a, b) =>
          a.rank - b.rank ||
          Number(b.entry.uk) - Number(a.entry.uk) ||
          b.entry.size - a.entry.size ||
          a.entry.Name.localeCompare(b.entry.Name),
      );
      return ranked
        .slice(0, AUTOSUGGEST_MAX)
        .map(({ entry: { uk: _uk, size: _s, haystack: _h, ...airport } }) => airport);
    },

    searchAirlines(text) {
      const query = normaliseQuery(text);
      if (query.length < AIRPORT_SEARCH_MIN_CHARS) return [];
      airlines ??= loadAirlines().map((a) => ({ ...a, haystack: a.name.toLowerCase() }));
      const ranked: { airline: AirlineData; rank: number }[] = [];
      for (const airline of airlines) {
        const rank = rankText(query, [airline.iata, airline.icao], airline.name, airline.haystack);
        if (rank !== null) ranked.push({ airline, rank });
      }
      ranked.sort((a, b) => a.rank - b.rank || a.airline.name.localeCompare(b.airline.name));
      return ranked.slice(0, AUTOSUGGEST_MAX).map(({ airline }) => ({
        Code: airline.iata,
        Iata: airline.iata,
        Icao: airline.icao,
        Name: airline.name,
        Country: airline.country,
      }));
    },

    async ukAirports() {
      const result = (await db.execute(sql`
        SELECT id, name, line1, line2, postcode, category, latitude, longitude, iata
        FROM places WHERE category = 'Airport' ORDER BY name
      `)) as unknown as { rows: PlaceRecord[] };
      return result.rows.map((row, index) => toPlaceAddress(row, index));
    },

    async airportNear(point, withinKm = 3) {
      // A coarse box first (about 0.1 degree), then the exact great-circle distance.
      let best: { row: PlaceRecord; km: number } | null = null;
      for (const place of await airportPlaces.get()) {
        if (Math.abs(place.lat - point.lat) > 0.1 || Math.abs(place.lng - point.lng) > 0.2) continue;
        const km = haversineKm(point, place);
        if (km <= withinKm && (!best || km < best.km)) best = { row: place.row, km };
      }
      return best ? toPlaceAddress(best.row) : null;
    },
  };
}
