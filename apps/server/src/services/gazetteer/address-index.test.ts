import { describe, expect, it } from 'vitest';
import { AddressIndex, type IndexedPlaceRecord } from './address-index';
import { evaluateRelevance, RELEVANCE_BASE, RELEVANCE_QUERIES, seedPlaces } from './relevance/relevance';

/** Thresholds set from the relevance set (measured: precision@1 0.995, MRR 0.998 over 203 queries). */
const MIN_PRECISION_AT_1 = 0.97;
const MIN_MRR = 0.98;

const place = (id: number, name: string, extra: Partial<IndexedPlaceRecord> = {}): IndexedPlaceRecord => ({
  id,
  name,
  line1: '',
  line2: 'London',
  postcode: 'E1 1AA',
  category: 'Landmark',
  latitude: 51.5,
  longitude: -0.1,
  iata: '',
  ...extra,
});

const names = (index: AddressIndex, query: string) => index.search(query, { near: RELEVANCE_BASE }).map((p) => p.name);

describe('address relevance set', () => {
  it('holds at least 150 real UK queries of every kind', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(RELEVANCE_QUERIES.map((q) => q.kind));
    for (const kind of ['station', 'airport', 'hotel', 'hospital', 'street', 'postcode', 'misspelling'])
      expect(kinds).toContain(kind);
  });

  it(`keeps precision@1 >= ${MIN_PRECISION_AT_1} and MRR >= ${MIN_MRR}`, () => {
    const report = evaluateRelevance();
    const misses = report.outcomes.filter((o) => o.rank !== 1).map((o) => `${o.query} -> ${o.first}`);
    expect(report.precisionAt1, misses.join('; ')).toBeGreaterThanOrEqual(MIN_PRECISION_AT_1);
    expect(report.meanReciprocalRank).toBeGreaterThanOrEqual(MIN_MRR);
  });
});

describe('AddressIndex', () => {
  it('finds well-known places by the short names people type, without them taking over other searches', () => {
    const index = new AddressIndex(seedPlaces());
    expect(names(index, 'barts')[0]).toBe("St Bartholomew's Hospital");
    expect(names(index, 'barts hospital')[0]).toBe("St Bartholomew's Hospital");
    expect(names(index, 'uch')[0]).toBe('University College Hospital');
    expect(names(index, 'UCLH')[0]).toBe('University College Hospital');
    expect(names(index, 'o2 arena')[0]).toBe('The O2');
    expect(names(index, 'finsbury pk')[0]).toBe('Finsbury Park Station');
    // The full names still lead, and an alias never outranks the place a name matches exactly.
    expect(names(index, 'st bartholomews')[0]).toBe("St Bartholomew's Hospital");
    expect(names(index, 'royal london hospital')[0]).toBe('The Royal London Hospital');
    expect(names(index, "st thomas's")[0]).toBe("St Thomas' Hospital");
  });

  const index = new AddressIndex(seedPlaces());

  it('normalises case, apostrophes, diacritics, st/street, rd/road and &', () => {
    expect(names(index, 'KINGS CROSS')[0]).toBe("King's Cross Station");
    expect(names(index, 'kings rd')[0]).toBe("King's Road");
    expect(names(index, 'liverpool st')[0]).toBe('Liverpool Street Station');
    expect(names(index, 'highbury and islington')[0]).toBe('Highbury & Islington Station');
    const accents = new AddressIndex([place(1, 'Café Rouge'), place(2, 'Cafe Nero Road')]);
    expect(names(accents, 'cafe rou')).toEqual(['Café Rouge']);
  });

  it('needs every typed word to match by prefix', () => {
    expect(names(index, 'royal albert h')).toEqual(['Royal Albert Hall']);
    expect(names(index, 'paddington zebra')).toEqual([]);
  });

  it('matches fuzzily only when nothing matches exactly', () => {
    const small = new AddressIndex([place(1, 'Paddington Station'), place(2, 'Waddington Arms')]);
    expect(names(small, 'paddington')).toEqual(['Paddington Station']);
    expect(names(small, 'padington')).toEqual(['Paddington Station']);
    expect(names(small, 'paris')).toEqual([]);
  });

  it('ranks by match quality, then importance, then distance from the base', () => {
    const places = [
      place(1, 'Station Road', { category: 'Street' }),
      place(2, 'Kings Langley Station', { category: 'Station', latitude: 51.7, longitude: -0.45 }),
      place(3, 'Kings Arms', { category: 'Hotel' }),
      place(4, 'Kings Cross Station', { category: 'Station', latitude: 51.53, longitude: -0.12 }),
    ];
    const ranked = new AddressIndex(places);
    expect(names(ranked, 'kings')).toEqual(['Kings Cross Station', 'Kings Langley Station', 'Kings Arms']);
    expect(names(ranked, 'station road')[0]).toBe('Station Road');
  });

  it('finds postcodes full or partial, with or without the space; an outward code gives its district', () => {
    expect(names(index, 'W2 1HQ')[0]).toBe('Paddington Station');
    expect(names(index, 'w21hq')[0]).toBe('Paddington Station');
    expect(names(index, 'NW1 2R')[0]).toBe('Euston Station');
    const district = index.search('N1', { near: RELEVANCE_BASE });
    expect(district[0]?.postcode).toMatch(/^N1 /);
    const unknown = index.search('N1 9AL', { near: RELEVANCE_BASE });
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((p) => p.postcode.startsWith('N1'))).toBe(true);
  });

  it('finds GeoNames towns, below places whose names match as well, and without a postcode', () => {
    expect(names(index, 'stansted')[0]).toBe('London Stansted Airport');
    const towns = index.search('stansted mount', { near: RELEVANCE_BASE });
    expect(towns[0]).toMatchObject({ name: 'Stansted Mountfitchet', category: 'Locality', postcode: '' });
    expect(index.search('glasgow', { near: RELEVANCE_BASE }).map((p) => p.category)).toContain('City');
    expect(index.size).toBeGreaterThan(5000);
  });

  it('ignores a house number the index does not hold', () => {
    expect(names(index, '1 high street')[0]).toBe('Camden High Street');
    expect(names(index, '10 downing')[0]).toBe('10 Downing Street');
  });

  it('answers nothing for an empty or punctuation-only query and at most the limit', () => {
    expect(index.search('  ')).toEqual([]);
    expect(index.search('%%%')).toEqual([]);
    expect(index.search('s', { limit: 10 }).length).toBe(10);
  });
});
