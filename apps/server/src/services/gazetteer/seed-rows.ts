import type { places } from '../../db/schema';
import { loadUkAirports, loadUkDistricts, loadUkPlaces, loadUkTerminals, loadUkTowns } from './data/index';

/** A row of the `places` table as the seed inserts it. */
export type PlaceRow = typeof places.$inferInsert;

/** The text the trigram search matches: name, lines, postcode (with and without its space), IATA code. */
function placeSearchText(parts: {
  name: string;
  line1?: string;
  line2?: string;
  postcode?: string;
  iata?: string;
}): string {
  const postcode = (parts.postcode ?? '').trim();
  return [parts.name, parts.line1, parts.line2, postcode, postcode.replace(/\s+/g, ''), parts.iata]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .toLowerCase();
}

/**
 * The gazetteer seed: every hand-compiled UK place, every UK airport (category 'Airport'), the terminals of the
 * busiest ones (category 'Airport terminal', with the airport's IATA code so a flight matches), the London districts
 * and the GeoNames towns.
 */
export function gazetteerSeedRows(): PlaceRow[] {
  const placeRows = loadUkPlaces().map((p) => ({
    name: p.name,
    line1: p.line1,
    line2: p.line2,
    postcode: p.postcode,
    category: p.category,
    latitude: p.latitude,
    longitude: p.longitude,
    iata: '',
    searchText: placeSearchText(p),
  }));
  const airportRows = loadUkAirports().map((a) => ({
    name: a.name,
    line1: a.city,
    line2: a.country,
    postcode: a.postcode,
    category: 'Airport',
    latitude: a.latitude,
    longitude: a.longitude,
    iata: a.iata,
    searchText: placeSearchText({ name: a.name, line1: a.city, postcode: a.postcode, iata: a.iata }),
  }));
  const terminalRows = loadUkTerminals().map((t) => ({
    name: t.name,
    line1: t.line1,
    line2: t.line2,
    postcode: t.postcode,
    category: 'Airport terminal',
    latitude: t.latitude,
    longitude: t.longitude,
    iata: t.iata,
    searchText: placeSearchText(t),
  }));
  // A district (Shoreditch, Soho) is an area like a town: found by name, booked once an exact address is picked.
  const districtRows = loadUkDistricts().map((d) => ({
    name: d.name,
    line1: '',
    line2: d.line2,
    postcode: '',
    category: 'District',
    latitude: d.latitude,
    longitude: d.longitude,
    iata: '',
    searchText: placeSearchText({ name: d.name, line2: d.line2 }),
  }));
  // GeoNames towns have no postcode: they are found (and shown on the map) but, as docs/behaviour/journey.md#maps says, not bookable
  // until the passenger picks an exact address. A city of 100,000 or more ranks above smaller places.
  const townRows = loadUkTowns().map((t) => ({
    name: t.name,
    line1: '',
    line2: t.line2,
    postcode: '',
    category: t.population >= 100_000 ? 'City' : 'Locality',
    latitude: t.latitude,
    longitude: t.longitude,
    iata: '',
    searchText: placeSearchText({ name: t.name, line2: t.line2 }),
  }));
  return [...placeRows, ...airportRows, ...terminalRows, ...districtRows, ...townRows];
}
