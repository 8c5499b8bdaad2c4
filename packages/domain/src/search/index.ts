/**
 * Address search text rules: one normaliser for the index and the query, so that what a passenger
 * types and what a place is called meet in the same form.
 */

/** Abbreviations written out in full, both in the index and in completed query words. */
const SEARCH_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  sq: 'square',
  pk: 'park',
  pl: 'place',
  cres: 'crescent',
  ct: 'court',
  dr: 'drive',
  gdns: 'gardens',
  stn: 'station',
  intl: 'international',
  int: 'international',
  hosp: 'hospital',
  uni: 'university',
  x: 'cross',
  '&': 'and',
};

/** Lower case, no diacritics or apostrophes, "&" as "and", other punctuation as spaces, single-spaced. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`´‘]/g, '')
    .replace(/&/g, ' & ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

/** The words of a text, normalised, with abbreviations ("st", "rd", "&") written out. */
export function searchWords(text: string): string[] {
  const folded = foldSearchText(text);
  if (folded === '') return [];
  return folded.split(' ').map((word) => SEARCH_ABBREVIATIONS[word] ?? word);
}

/** One typed word and the prefixes it may match (the word itself and, when abbreviated, its full form). */
export interface QueryWord {
  text: string;
  prefixes: string[];
}

/**
 * The words of a query. A word still being typed (the last one, with no space after it) matches as itself,
 * so "st" still finds "Stratford"; a finished or abbreviated word also matches its full form ("rd" -> "road").
 */
export function queryWords(query: string): QueryWord[] {
  const folded = foldSearchText(query);
  if (folded === '') return [];
  return folded.split(' ').map((word) => {
    const full = SEARCH_ABBREVIATIONS[word];
    const prefixes = full === undefined ? [word] : word === '&' ? [full] : [word, full];
    return { text: word, prefixes };
  });
}

/** A query read as a UK postcode, full or partial: outward code, and the inward part typed so far. */
interface PostcodeQuery {
  outward: string;
  inward: string;
}

const OUTWARD = '[a-z]{1,2}[0-9][a-z0-9]?';

/**
 * Reads a query as a UK postcode when it looks like one, with or without the space: "N1" -> N1, "n19al" ->
 * N1 9AL, "SW1A 1" -> SW1A 1. Returns null for text that is not a postcode (or a prefix of one).
 */
export function parsePostcodeQuery(query: string): PostcodeQuery | null {
  const compact = query.toLowerCase().replace(/\s+/g, ' ').trim();
  const spaced = new RegExp(`^(${OUTWARD}) ([0-9][a-z]{0,2})$`).exec(compact);
  if (spaced?.[1] && spaced[2]) return { outward: spaced[1].toUpperCase(), inward: spaced[2].toUpperCase() };
  const joined = compact.replace(/ /g, '');
  const full = new RegExp(`^(${OUTWARD})([0-9][a-z]{2})$`).exec(joined);
  if (full?.[1] && full[2]) return { outward: full[1].toUpperCase(), inward: full[2].toUpperCase() };
  if (new RegExp(`^${OUTWARD}$`).test(joined)) return { outward: joined.toUpperCase(), inward: '' };
  return null;
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) up to `max`; `max + 1` when further. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = current;
  }
  return Math.min(prev[cols - 1]!, max + 1);
}
