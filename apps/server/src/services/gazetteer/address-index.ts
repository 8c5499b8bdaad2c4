import {
  boundedEditDistance,
  foldSearchText,
  parsePostcodeQuery,
  type QueryWord,
  queryWords,
  searchWords,
} from '@cabkit/domain';
import { isMajorUkAirport } from './airport-size';
import { haversineKm, type LatLng } from './geo';
import { PLACE_ALIASES } from './place-aliases';

/**
 * The in-memory address index. A purpose-built prefix index rather than a library such as
 * minisearch or flexsearch: the ranking the spec asks for (every word by prefix, fuzzy only when nothing
 * matches, then match quality, importance and distance) and the UK postcode rules (with or without the
 * space, outward code alone) need the normaliser in @cabkit/domain on both sides and a custom score; with a
 * library both would be bolted on beside its own tokeniser and scorer. The index is one sorted array of the
 * distinct words with, per word, the places that carry it: a typed prefix is two binary searches, and every
 * further word only narrows the places the first one found.
 */

/** A place as the index holds it (a row of the `places` table). */
export interface IndexedPlaceRecord {
  id: number;
  name: string;
  line1: string;
  line2: string;
  postcode: string;
  category: string;
  latitude: number;
  longitude: number;
  iata: string;
}

/** How much a place matters when two match as well: airports and stations first, streets last. */
const CATEGORY_IMPORTANCE: Record<string, number> = {
  Airport: 6,
  'Airport terminal': 5,
  Station: 5,
  Landmark: 4,
  Port: 4,
  Hospital: 3,
  University: 3,
  Stadium: 3,
  Venue: 3,
  Shopping: 3,
  Hotel: 2,
  Town: 2,
  Street: 1,
  City: 3,
  District: 3,
  Locality: 1,
};

/** Areas rather than addresses (no postcode): ranked below places whose names match as well. */
const AREA_CATEGORIES = new Set(['City', 'District', 'Locality']);

/** Words that name a terminal rather than its airport ("terminal", "t5", "5", "north", "south", "queen's"). */
const TERMINAL_WORD =
  /^(t(e(r(m(i(n(a(l)?)?)?)?)?)?)?\d?|\d|n(o(r(t(h)?)?)?)?|s(o(u(t(h)?)?)?)?|q(u(e(e(n('?s?)?)?)?)?)?)$/;

/** True when a query names a terminal: only then does a terminal outrank the airport it belongs to. */
function namesTerminal(words: readonly QueryWord[]): boolean {
  return words.some((word) => word.text.length > 0 && TERMINAL_WORD.test(word.text));
}

/** A place's importance: its category's weight, one more for a major airport (not its terminals: "heathrow" is the airport). */
function placeImportance(place: Pick<IndexedPlaceRecord, 'category' | 'iata'>): number {
  const majorAirport = place.category === 'Airport' && isMajorUkAirport(place.iata);
  return (CATEGORY_IMPORTANCE[place.category] ?? 1) + (majorAirport ? 1 : 0);
}

interface Entry {
  place: IndexedPlaceRecord;
  /** The normalised words of the name, joined by single spaces. */
  name: string;
  /** The name without a leading "the" ("The Dorchester" starts with "dorchester"). */
  bareName: string;
  nameWords: string[];
  /** Well-known short names ("barts"), normalised like the name; they match as the name does. */
  aliases: string[];
  postcode: string;
  importance: number;
}

/** Word match qualities, best last: found in the address lines by prefix, exactly, in the name by prefix, exactly. */
const OTHER_PREFIX = 1;
const OTHER_EXACT = 2;
const NAME_PREFIX = 3;
const NAME_EXACT = 4;

/** Match tiers, best first in the ranking. */
const TIER_EXACT_NAME = 7;
const TIER_EXACT_POSTCODE = 6;
const TIER_NAME_STARTS = 5;
const TIER_POSTCODE_PREFIX = 4;
const TIER_ALL_IN_NAME = 3;
const TIER_FIRST_IN_NAME = 2;
const TIER_ANY = 1;

const MAX_WORDS = 12;

export interface AddressSearchOptions {
  /** The tenant's base: among equally good matches, the nearer place first. */
  near?: LatLng | undefined;
  limit?: number;
}

interface Found {
  doc: number;
  fuzz: number;
  allInName: boolean;
  firstInName: boolean;
}

interface Candidate {
  doc: number;
  tier: number;
  fuzz: number;
  importance: number;
  km: number;
}

/** The in-memory address index over a fixed set of places. */
export class AddressIndex {
  private readonly entries: Entry[];
  private readonly tokens: string[];
  /** Per token: (doc << 1) | 1 when the token is in the place's name, (doc << 1) otherwise. */
  private readonly postings: Int32Array[];
  /** Per doc: the number of query words matched so far, offset by the query's generation. */
  private readonly seen: Float64Array;
  private readonly best: Uint8Array;
  private readonly inName: Uint8Array;
  private readonly firstInName: Uint8Array;
  private generation = 0;

  constructor(places: readonly IndexedPlaceRecord[]) {
    this.entries = places.map((place) => {
      const nameWords = searchWords(place.name);
      return {
        place,
        name: nameWords.join(' '),
        bareName: nameWords.join(' ').replace(/^the /, ''),
        nameWords,
        aliases: (PLACE_ALIASES[place.name] ?? []).map((alias) => searchWords(alias).join(' ')),
        postcode: place.postcode.replace(/\s+/g, '').toLowerCase(),
        importance: placeImportance(place),
      };
    });
    const byToken = new Map<string, Map<number, boolean>>();
    const add = (token: string, doc: number, inName: boolean) => {
      if (token === '') return;
      let docs = byToken.get(token);
      if (!docs) {
        docs = new Map();
        byToken.set(token, docs);
      }
      if (inName || !docs.has(doc)) docs.set(doc, inName || (docs.get(doc) ?? false));
    };
    this.entries.forEach((entry, doc) => {
      for (const word of entry.nameWords) add(word, doc, true);
      for (const alias of entry.aliases) for (const word of alias.split(' ')) add(word, doc, true);
      // "St" in a name is as often Saint as Street: "saint pancras" finds St Pancras.
      if (/(^| )st( |$)/.test(foldSearchText(entry.place.name))) add('saint', doc, true);
      for (const word of searchWords(`${entry.place.line1} ${entry.place.line2}`)) add(word, doc, false);
      const postcode = entry.place.postcode.trim().toLowerCase();
      if (postcode !== '') {
        for (const part of postcode.split(/\s+/)) add(part, doc, false);
        add(entry.postcode, doc, false);
      }
      if (entry.place.iata) add(entry.place.iata.toLowerCase(), doc, true);
    });
    this.tokens = [...byToken.keys()].sort();
    this.postings = this.tokens.map((token) => {
      const docs = byToken.get(token)!;
      const list = new Int32Array(docs.size);
      let i = 0;
      for (const [doc, inName] of docs) list[i++] = (doc << 1) | (inName ? 1 : 0);
      return list;
    });
    this.seen = new Float64Array(this.entries.length);
    this.best = new Uint8Array(this.entries.length);
    this.inName = new Uint8Array(this.entries.length);
    this.firstInName = new Uint8Array(this.entries.length);
  }

  /** The number of places indexed. */
  get size(): number {
    return this.entries.length;
  }

  /** Places matching every word of the query, best first (see the class comment for the ranking). */
  search(query: string, options: AddressSearchOptions = {}): IndexedPlaceRecord[] {
    const limit = options.limit ?? 10;
    let words = queryWords(query).slice(0, MAX_WORDS);
    if (words.length === 0) return [];
    const parsed = parsePostcodeQuery(query);
    const postcode = parsed !== null;
    let found = this.match(words, false, postcode);
    // A postcode with no place of its own gives the places of its sector, else of its district ("N1 9AL" -> N1).
    if (found.length === 0 && parsed && parsed.inward !== '') {
      const sector = this.match(queryWords(`${parsed.outward} ${parsed.inward.slice(0, 1)}`), false, true);
      found = sector.length > 0 ? sector : this.match(queryWords(parsed.outward), false, true);
      if (found.length > 0) {
        return this.rank(found, queryWords(parsed.outward), parsed.outward, false, options.near)
          .slice(0, limit)
          .map((c) => this.entries[c.doc]!.place);
      }
    }
    // A house number ("1 high street") is not in the index: search the street without it.
    if (found.length === 0 && !postcode && words.length > 1 && words.some((w) => /^\d+[a-z]?$/.test(w.text))) {
      words = words.filter((w) => !/^\d+[a-z]?$/.test(w.text));
      found = this.match(words, false, postcode);
    }
    // Fuzzy only when nothing matches exactly.
    const fuzzy = found.length === 0;
    if (fuzzy) found = this.match(words, true, postcode);
    if (found.length === 0) return [];
    const candidates = this.rank(found, words, query, fuzzy, options.near);
    return candidates.slice(0, limit).map((c) => this.entries[c.doc]!.place);
  }

  /** The token range [from, to) of tokens starting with `prefix`. */
  private range(prefix: string): [number, number] {
    const lower = (target: string) => {
      let lo = 0;
      let hi = this.tokens.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.tokens[mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [lower(prefix), lower(`${prefix}\uffff`)];
  }

  /** Token numbers a word matches: by prefix, or (fuzzy) within a small edit distance; with the distance. */
  private tokensFor(word: QueryWord, last: boolean, fuzzy: boolean, postcode: boolean): Map<number, number> {
    const matched = new Map<number, number>();
    // A number (a house number, "10 Downing Street") matches whole words only, not postcode prefixes.
    if (!postcode && /^\d+$/.test(word.text)) {
      const t = this.range(word.text)[0];
      if (this.tokens[t] === word.text) matched.set(t, 0);
      return matched;
    }
    for (const prefix of word.prefixes) {
      const [from, to] = this.range(prefix);
      for (let t = from; t < to; t++) matched.set(t, 0);
    }
    if (!fuzzy || word.text.length < 4) return matched;
    const max = word.text.length >= 7 ? 2 : 1;
    const text = word.text;
    for (let t = 0; t < this.tokens.length; t++) {
      if (matched.has(t)) continue;
      const token = this.tokens[t]!;
      // Misspellings rarely change the first letter: "paris" must not find "Marischal".
      if (token[0] !== text[0]) continue;
      let distance = boundedEditDistance(text, token, max);
      // A word still being typed is compared with the start of longer words, once it is long enough to say much.
      if (last && text.length >= 6 && distance > max && token.length > text.length)
        distance = boundedEditDistance(text, token.slice(0, text.length), max);
      if (distance <= max) matched.set(t, distance);
    }
    return matched;
  }

  /** Docs matching every word, with how many words were found in the name and the summed edit distance. */
  private match(words: QueryWord[], fuzzy: boolean, postcode: boolean): Found[] {
    if (this.generation > 1e12) {
      this.seen.fill(0);
      this.generation = 0;
    }
    this.generation += MAX_WORDS + 2;
    const base = this.generation;
    const fuzz = new Map<number, number>();
    let reached: number[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const tokens = this.tokensFor(word, i === words.length - 1, fuzzy, postcode);
      const next: number[] = [];
      for (const [t, distance] of tokens) {
        const token = this.tokens[t]!;
        const exact = word.prefixes.includes(token);
        const list = this.postings[t]!;
        for (let k = 0; k < list.length; k++) {
          const code = list[k]!;
          const doc = code >>> 1;
          const q = (code & 1) === 1 ? (exact ? NAME_EXACT : NAME_PREFIX) : exact ? OTHER_EXACT : OTHER_PREFIX;
          const state = this.seen[doc]!;
          if (state === base + i + 1) {
            // Already matched this word through another token: keep the better match.
            if (q > this.best[doc]!) this.best[doc] = q;
            continue;
          }
          if (i > 0 && state !== base + i) continue;
          this.seen[doc] = base + i + 1;
          this.best[doc] = q;
          if (i === 0) this.inName[doc] = 0;
          if (distance > 0) fuzz.set(doc, (fuzz.get(doc) ?? 0) + distance);
          next.push(doc);
        }
      }
      for (const doc of next) {
        const inName = this.best[doc]! >= NAME_PREFIX;
        if (inName) this.inName[doc] = this.inName[doc]! + 1;
        if (i === 0) this.firstInName[doc] = inName ? 1 : 0;
      }
      reached = next;
      if (reached.length === 0) return [];
    }
    return reached.map((doc) => ({
      doc,
      fuzz: fuzz.get(doc) ?? 0,
      allInName: this.inName[doc] === words.length,
      firstInName: this.firstInName[doc] === 1,
    }));
  }

  private rank(
    found: Found[],
    words: QueryWord[],
    query: string,
    fuzzy: boolean,
    near: LatLng | undefined,
  ): Candidate[] {
    const phrase = words.map((w) => w.prefixes[w.prefixes.length - 1]).join(' ');
    const rawPhrase = words.map((w) => w.text).join(' ');
    const postcode = parsePostcodeQuery(query);
    const compactPostcode = postcode ? `${postcode.outward}${postcode.inward}`.toLowerCase() : '';
    const out: Candidate[] = [];
    for (const { doc, fuzz, allInName, firstInName } of found) {
      const entry = this.entries[doc]!;
      let tier = TIER_ANY;
      const names = entry.aliases.length > 0 ? [entry.name, ...entry.aliases] : [entry.name];
      if (!fuzzy && names.some((name) => name === phrase || name === rawPhrase)) tier = TIER_EXACT_NAME;
      else if (postcode && entry.postcode === compactPostcode && postcode.inward.length === 3)
        tier = TIER_EXACT_POSTCODE;
      else if (
        !fuzzy &&
        [phrase, rawPhrase].some(
          (p) => entry.name.startsWith(p) || entry.bareName.startsWith(p) || entry.aliases.some((a) => a.startsWith(p)),
        )
      )
        tier = TIER_NAME_STARTS;
      else if (postcode && this.postcodeMatches(entry, postcode)) tier = TIER_POSTCODE_PREFIX;
      else if (allInName) tier = TIER_ALL_IN_NAME;
      else if (firstInName) tier = TIER_FIRST_IN_NAME;
      // A town or village is an area, not an address: its name ranks it no higher than words found in a name.
      if (AREA_CATEGORIES.has(entry.place.category)) tier = Math.min(tier, TIER_ALL_IN_NAME);
      // "gatwick" means the airport: its terminals come after it unless the query names one ("gatwick south").
      if (entry.place.category === 'Airport terminal' && !namesTerminal(words)) tier = Math.min(tier, TIER_ALL_IN_NAME);
      const place = entry.place;
      const km = near ? haversineKm(near, { lat: Number(place.latitude), lng: Number(place.longitude) }) : 0;
      out.push({ doc, tier, fuzz, importance: entry.importance, km });
    }
    out.sort(
      (a, b) =>
        a.fuzz - b.fuzz ||
        b.tier - a.tier ||
        b.importance - a.importance ||
        a.km - b.km ||
        this.entries[a.doc]!.name.length - this.entries[b.doc]!.name.length ||
        a.doc - b.doc,
    );
    return out;
  }

  /** True when the place's postcode is in the typed outward code (exactly) and starts with the inward part. */
  private postcodeMatches(entry: Entry, postcode: { outward: string; inward: string }): boolean {
    const [outward = '', inward = ''] = entry.place.postcode.trim().toUpperCase().split(/\s+/);
    return outward === postcode.outward && inward.startsWith(postcode.inward);
  }
}
