/** Big international airports, busiest first: long-haul and European origins for UK network airlines. */
export const WORLD_MAJOR_AIRPORTS = [
  'ATL',
  'DXB',
  'DFW',
  'HND',
  'LAX',
  'ORD',
  'CDG',
  'IST',
  'DEL',
  'AMS',
  'FRA',
  'JFK',
  'SIN',
  'ICN',
  'MAD',
  'PVG',
  'PEK',
  'HKG',
  'BCN',
  'MUC',
  'FCO',
  'DOH',
  'BKK',
  'SFO',
  'MIA',
  'BOM',
  'YYZ',
  'EWR',
  'SEA',
  'BOS',
  'IAH',
  'IAD',
  'ZRH',
  'CPH',
  'DUB',
  'LIS',
  'VIE',
  'OSL',
  'ARN',
  'HEL',
  'ATH',
  'BRU',
  'MXP',
  'GVA',
  'AUH',
  'JNB',
  'CPT',
  'NBO',
  'LOS',
  'CAI',
  'TLV',
  'RUH',
  'JED',
  'GRU',
  'EZE',
  'MEX',
  'YVR',
  'SYD',
  'MEL',
  'KUL',
  'NRT',
  'BLR',
  'LAS',
  'MCO',
  'DEN',
  'PHL',
  'CLT',
  'YUL',
  'BGI',
  'ANU',
];

const MAJOR_RANK = new Map(WORLD_MAJOR_AIRPORTS.map((code, i) => [code, i]));

/** The big UK airports, busiest first. */
const UK_MAJOR = [
  'LHR',
  'LGW',
  'MAN',
  'STN',
  'LTN',
  'EDI',
  'BHX',
  'GLA',
  'BRS',
  'BFS',
  'NCL',
  'LPL',
  'EMA',
  'LCY',
  'ABZ',
  'LBA',
];
const UK_RANK = new Map(UK_MAJOR.map((code, i) => [code, i]));

/** True for one of the UK airports with the most passengers: it outranks smaller airfields with the same words. */
export function isMajorUkAirport(iata: string): boolean {
  return UK_RANK.has(iata);
}

/**
 * How big an airport is, for ranking airports that match a search equally well: a major hub scores by its
 * traffic rank (100 and more), an "International" airport 10, an air base, heliport or airstrip 0, others 5.
 */
export function airportSize(airport: { iata: string; name: string }): number {
  const major = MAJOR_RANK.get(airport.iata) ?? UK_RANK.get(airport.iata);
  if (major !== undefined) return 200 - major;
  if (/air ?base|air force|^RAF |^RNAS |heliport|airstrip|aerodrome/i.test(airport.name)) return 0;
  if (/international/i.test(airport.name)) return 10;
  return 5;
}
