import { parsePostcodeQuery } from '@cabkit/domain';
import type { IndexedPlaceRecord } from './address-index';
import { type OutsideCall, outsideCalls, outsideLimitsFromEnv } from '../outside/outside-calls';
import { loadUkOutcodes } from './data/index';

/** Where a full postcode is: its own point (from a postcode service) or its district's centre (the shipped table). */
export interface PostcodeLocation {
  postcode: string;
  town: string;
  latitude: number;
  longitude: number;
  precision: 'postcode' | 'district';
}

/** Finds a full UK postcode ("SW1A 2AA"); null when it is not known. */
export interface PostcodeLocator {
  locate(postcode: string): Promise<PostcodeLocation | null>;
}

/** The category of a search result that stands for a typed postcode rather than a named place. */
const POSTCODE_CATEGORY = 'Postcode';

/** The typed text as a full postcode in its usual form ("sw1a2aa" -> "SW1A 2AA"), or null when it is not one. */
export function fullPostcode(query: string): string | null {
  const parsed = parsePostcodeQuery(query);
  return parsed && parsed.inward.length === 3 ? `${parsed.outward} ${parsed.inward}` : null;
}

/** The shipped outward-code table (data/uk-outcodes.json) as a lookup: a postcode at its district's centre. */
export function locateInOutcodeTable(postcode: string): PostcodeLocation | null {
  const [outward = ''] = postcode.trim().toUpperCase().split(/\s+/);
  outcodes ??= new Map(loadUkOutcodes().map((row) => [row.outward, row]));
  const row = outcodes.get(outward);
  if (!row) return null;
  return { postcode, town: row.town, latitude: row.latitude, longitude: row.longitude, precision: 'district' };
}
let outcodes: Map<string, ReturnType<typeof loadUkOutcodes>[number]> | undefined;

/** The embedded locator: the outward-code table only. */
export const OUTCODE_LOCATOR: PostcodeLocator = {
  locate: async (postcode) => locateInOutcodeTable(postcode),
};

/** What a postcodes.io-style service answers for `GET /postcodes/{postcode}`. */
interface PostcodeServiceAnswer {
  status?: number;
  result?: {
    postcode?: string;
    latitude?: number | null;
    longitude?: number | null;
    admin_district?: string | null;
    post_town?: string | null;
    region?: string | null;
  } | null;
}

/**
 * A postcode service at `url` (the postcodes.io API: `GET {url}/postcodes/{postcode}`) for a postcode's own point.
 * A postcode the service does not know is unknown (null); when the service fails, is slow or answers nonsense, the
 * outward-code table answers instead, so search never waits on it for long nor fails because of it. Answers are
 * kept for a day (a postcode does not move) and upstream calls are limited per client and in all, like every paid
 * outside service; over a limit the table answers too.
 */
export function createPostcodeServiceLocator(options: {
  url: string;
  timeoutMs?: number;
  perClientPerMinute?: number;
  perMinute?: number;
}): PostcodeLocator {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 1500;
  const call: OutsideCall<PostcodeLocation | null> = outsideCalls({
    service: 'postcodes',
    ttlMs: 24 * 60 * 60_000,
    maxEntries: 5000,
    ...outsideLimitsFromEnv(process.env),
    ...(options.perClientPerMinute === undefined ? {} : { perClientPerMinute: options.perClientPerMinute }),
    ...(options.perMinute === undefined ? {} : { perMinute: options.perMinute }),
  });
  // Throws when the service fails, so a failure is not kept and the table answers this time only.
  const ask = async (postcode: string): Promise<PostcodeLocation | null> => {
    const response = await fetch(`${base}/postcodes/${encodeURIComponent(postcode)}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`postcode service answered ${response.status}`);
    const result = ((await response.json()) as PostcodeServiceAnswer | null)?.result;
    const latitude = result?.latitude;
    const longitude = result?.longitude;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') throw new Error('postcode service: no point');
    return {
      postcode: result?.postcode?.trim().toUpperCase() || postcode,
      town: result?.post_town?.trim() || result?.admin_district?.trim() || result?.region?.trim() || '',
      latitude,
      longitude,
      precision: 'postcode',
    };
  };
  return {
    locate: (postcode) => call(postcode, () => ask(postcode)).catch(() => locateInOutcodeTable(postcode)),
  };
}

/** The locator the environment asks for: a postcode service at `POSTCODE_URL`, else the shipped table. */
export function postcodeLocatorFromEnv(env: NodeJS.ProcessEnv): PostcodeLocator {
  const url = env.POSTCODE_URL?.trim();
  return url ? createPostcodeServiceLocator({ url }) : OUTCODE_LOCATOR;
}

/** True when one of the places found holds exactly this postcode (it is then the answer, not the postcode alone). */
export function holdsPostcode(found: readonly IndexedPlaceRecord[], postcode: string): boolean {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return found.some((place) => place.postcode.replace(/\s+/g, '').toUpperCase() === compact);
}

/**
 * Search results for a typed full postcode: when no place holds exactly that postcode, the postcode itself comes
 * first, at its located point, so "E15 2PQ" finds E15 2PQ rather than a landmark nearby; the places follow.
 */
export function withPostcodeFirst(
  found: IndexedPlaceRecord[],
  location: PostcodeLocation | null,
  limit: number,
): IndexedPlaceRecord[] {
  if (!location || holdsPostcode(found, location.postcode)) return found;
  const postcodeRow: IndexedPlaceRecord = {
    id: 0,
    name: location.postcode,
    line1: '',
    line2: location.town,
    postcode: location.postcode,
    category: POSTCODE_CATEGORY,
    latitude: location.latitude,
    longitude: location.longitude,
    iata: '',
  };
  return [postcodeRow, ...found].slice(0, limit);
}
