import { AddressIndex, type IndexedPlaceRecord } from '../address-index';
import type { LatLng } from '../geo';
import { fullPostcode, locateInOutcodeTable, withPostcodeFirst } from '../postcodes';
import { gazetteerSeedRows } from '../seed-rows';
import queries from './uk-queries.json' with { type: 'json' };

/** One query of the relevance set: what a passenger types and the place they mean. */
export interface RelevanceQuery {
  query: string;
  expected: string;
  kind: string;
}

/**
 * The relevance set: real UK queries (stations, airports and their terminals, hotels, hospitals, streets, London
 * districts, landmarks, postcodes held by a place and full postcodes that are not, misspellings).
 */
export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = queries;

/** The demo tenant's base (Stratford, east London): the distance tie-break of the relevance set. */
export const RELEVANCE_BASE: LatLng = { lat: 51.536743, lng: -0.015247 };

/** How the index answered one query: the rank of the expected place (1 = first), null when not in the top 10. */
interface RelevanceOutcome extends RelevanceQuery {
  rank: number | null;
  first: string;
}

/** Precision at 1, mean reciprocal rank over the top 10, and each query's outcome. */
export interface RelevanceReport {
  precisionAt1: number;
  meanReciprocalRank: number;
  outcomes: RelevanceOutcome[];
}

/** The seeded places as the database holds them (ids in insertion order, from 1). */
export function seedPlaces(): IndexedPlaceRecord[] {
  return gazetteerSeedRows().map((row, i) => ({
    id: i + 1,
    name: row.name,
    line1: row.line1 ?? '',
    line2: row.line2 ?? '',
    postcode: row.postcode ?? '',
    category: row.category,
    latitude: row.latitude,
    longitude: row.longitude,
    iata: row.iata ?? '',
  }));
}

/** Runs the relevance set against an index. */
export function evaluateRelevance(
  index: AddressIndex = new AddressIndex(seedPlaces()),
  set: readonly RelevanceQuery[] = RELEVANCE_QUERIES,
): RelevanceReport {
  const outcomes = set.map((q) => {
    // As the embedded gazetteer answers: a full postcode no place holds comes first, from the outward-code table.
    const postcode = fullPostcode(q.query);
    const places = index.search(q.query, { near: RELEVANCE_BASE, limit: 10 });
    const found = postcode ? withPostcodeFirst(places, locateInOutcodeTable(postcode), 10) : places;
    const at = found.findIndex((p) => p.name === q.expected);
    return { ...q, rank: at < 0 ? null : at + 1, first: found[0]?.name ?? '' };
  });
  const hits = outcomes.filter((o) => o.rank === 1).length;
  const rr = outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0);
  return { precisionAt1: hits / set.length, meanReciprocalRank: rr / set.length, outcomes };
}
