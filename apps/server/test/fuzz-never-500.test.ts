import { type Endpoint, endpoints } from '@cabkit/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '../src/http/session';
import { CHAT_HUB_PATH, NOTIFICATION_HUB_PATH } from '../src/hub/hub';
import { useTestApp } from './app';
import { eustonToWaterloo } from './helpers/fixtures';

// Property test: every route of the contract table and the hub's negotiate and connect, driven with hostile
// values (deep nesting, NUL and control characters, lone surrogates, invalid UTF-8, huge numbers, extreme
// dates, wrong types, arrays for scalars, prototype keys, long text), as a guest, a customer and a booker.
// No answer may be a 500; a 400 carries Code 2. The seed is fixed and the run count bounded, so a failure
// replays exactly and the file takes a few seconds on PGlite and on PostgreSQL.
const SEED = 20261124;
const RUNS_PER_ROUTE = 8;
const HUB_RUNS = 60;

const sessions: Record<string, Session | null> = {
  guest: null,
  customer: { customerId: 1, bookerId: null },
  booker: { customerId: 1, bookerId: 1 },
};
const t = useTestApp({
  resolveSession: (request) => sessions[String(request.headers['x-fuzz-as'])] ?? null,
});

/** Plausible values by field name, so a request gets past the fields it does not spoil. */
const plausible: Record<string, unknown> = {
  ...eustonToWaterloo,
  lat: 51.5,
  lng: -0.1,
  latitude: 51.5,
  longitude: -0.1,
  email: 'fuzz@example.com',
  phone: '7700900123',
  name: 'Ann',
  firstname: 'Ann',
  surname: 'Lee',
  passwordhash: 'fuzzing123',
  oldpasswordhash: 'fuzzing123',
  bookingdate: 'ASAP',
  departuretime: '2026-11-24T10:00:00Z',
  datefrom: '2026-01-01',
  dateto: '2026-01-31',
  weekcommencing: '2026-11-16',
  paymentmethod: 'cash',
  currencyCode: 'GBP',
  requestid: 'fuzz-1',
  prefix: 'Eus',
  searchString: 'Hea',
  airline: 'BA',
  flightNo: 'BA117',
  vehtypeid: 1,
  jobid: 1,
  jobpartid: 1,
  custid: 1,
  bookerid: 1,
  id: 1,
};

type Schema = { type: string; [key: string]: unknown };

/** A value the schema accepts at face value (by field name first, else by the schema's kind). */
function sample(schema: Schema | undefined, name: string, depth = 0): unknown {
  if (!schema || depth > 4) return undefined;
  if (name in plausible) return plausible[name];
  switch (schema.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'non_optional':
      return sample(schema.wrapped as Schema, name, depth + 1);
    case 'string':
      return 'a';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'picklist':
      return (schema.options as unknown[])[0];
    case 'literal':
      return schema.literal;
    case 'union': {
      const options = schema.options as Schema[];
      return sample(options[options.length - 1], name, depth + 1);
    }
    case 'array':
      return [sample(schema.item as Schema, name, depth + 1)];
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema.entries as Record<string, Schema>).map(([k, s]) => [k, sample(s, k, depth + 1)]),
      );
    default:
      return undefined;
  }
}

function fieldsOf(schema: unknown): Record<string, Schema> {
  return ((schema as { entries?: Record<string, Schema> } | undefined)?.entries ?? {}) as Record<string, Schema>;
}

/** A raw JSON text nested `depth` arrays or objects deep. */
const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * A hostile value: a JS value, raw JSON text spliced into the body as is, or (kept short in failure reports)
 * JSON nested `deep` levels or a text `long` characters long.
 */
type Hostile =
  | { value: unknown }
  | { raw: string }
  | { deep: number; shape: 'array' | 'object' | 'mixed' }
  | { long: number };

function rawOf(h: Hostile): string {
  if ('raw' in h) return h.raw;
  if ('deep' in h) {
    if (h.shape === 'array') return nested(h.deep);
    if (h.shape === 'object') return deepObject(h.deep);
    return `${'[{"a":'.repeat(h.deep / 2)}1${'}]'.repeat(h.deep / 2)}`;
  }
  if ('long' in h) return JSON.stringify('x'.repeat(h.long));
  return JSON.stringify(h.value) ?? 'null';
}

const extremeDates = [
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00.000Z',
  '+100000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '2026-02-30T10:00:00Z',
  '2026-13-01',
  '99999',
  '-1',
  '8.64e15',
];
const controlText = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\r\n\t',
  '\u2028\u2029',
  '\ufeff',
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\u200b\u202e',
  '%00',
  "');DROP TABLE bookings;--",
  '<script>alert(1)</script>',
  '{{7*7}}',
];
const hugeNumbers = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
  -0,
  0.1,
];

const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constantFrom(...extremeDates, ...controlText).map((value) => ({ value })),
  fc.constantFrom(...hugeNumbers).map((value) => ({ value })),
  fc
    .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e309')
    .map((raw) => ({ raw })),
  fc.constantFrom(null, true, false, {}, [], [1, 2], ['a', 'b'], { $gt: '' }, { toString: 'x' }).map((value) => ({
    value,
  })),
  fc
    .constantFrom(
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"prototype":1,"hasOwnProperty":1,"toString":1,"valueOf":1}',
    )
    .map((raw) => ({ raw })),
  fc.record({
    deep: fc.constantFrom(100, 1000, 5000, 20000),
    shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
  }),
  fc.constantFrom(256, 4096, 100_000).map((long) => ({ long })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ value })),
  fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 4 }).map((value) => ({ value })),
);

/** Raw JSON text for an object whose fields are JS values or raw JSON. */
function jsonObject(fields: [string, Hostile][]): string {
  const parts = fields
    .filter(([, h]) => !('value' in h) || h.value !== undefined)
    .map(([k, h]) => `${JSON.stringify(k)}:${rawOf(h)}`);
  return `{${parts.join(',')}}`;
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on those). */
function encode(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('binary')
    .replace(/[^A-Za-z0-9_.~-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
}

/** A query string value: scalars as text, arrays as repeated keys, objects as `k[x]=`, raw JSON as text. */
function queryPairs(key: string, h: Hostile): string[] {
  if (!('value' in h)) return [`${encode(key)}=${encode(rawOf(h).slice(0, 20_000))}`];
  const { value } = h;
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, { value: item }));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, item]) => queryPairs(`${key}[${k}]`, { value: item }));
  return [`${encode(key)}=${encode(String(value))}`];
}

/** Bytes that are not UTF-8, and other raw percent escapes, for query strings. */
const rawQueryValues = ['%FF%FE', '%ED%A0%80', '%C0%80', '%E0%80', '%', '%zz', '%00', '%0A%0D', '%F4%90%80%80'];

/** Whole bodies that are not the JSON object the route expects. */
const rawBodies: { payload: string | Buffer; type?: string }[] = [
  { payload: '' },
  { payload: 'null' },
  { payload: '[]' },
  { payload: '"text"' },
  { payload: '1e400' },
  { payload: '{' },
  { payload: nested(5000) },
  { payload: deepObject(5000) },
  { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '<x/>', type: 'text/xml' },
  { payload: '{"a":1}', type: 'application/json; charset=utf-16' },
];

/** The raw bodies every route with a body gets: nested 5,000 deep (10 KB), not UTF-8, not an object. */
const worstBodies = [6, 8, 2];

/** One request built from a plan: which fields get hostile values, and whether to send a raw body instead. */
interface Plan {
  as: keyof typeof sessions;
  spoiled: [string, Hostile][];
  rawQuery: [string, string] | null;
  rawBody: number | null;
}

function planFor(fieldNames: string[]): fc.Arbitrary<Plan> {
  const names = [...fieldNames, '__proto__', 'constructor', 'extra'];
  return fc.record({
    as: fc.constantFrom('guest', 'customer', 'booker'),
    spoiled: fc.array(fc.tuple(fc.constantFrom(...names), hostileValue), { minLength: 1, maxLength: 3 }),
    rawQuery: fc.option(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...rawQueryValues)), { freq: 4 }),
    rawBody: fc.option(fc.nat({ max: rawBodies.length - 1 }), { freq: 6 }),
  });
}

function buildRequest(endpoint: Endpoint, plan: Plan): InjectOptions {
  const headers: Record<string, string> = { 'x-fuzz-as': plan.as };
  const pairs: string[] = [];
  const queryFields = fieldsOf(endpoint.query);
  const bodyFields = fieldsOf(endpoint.body);
  const spoiled = new Map(plan.spoiled);
  // Hostile fields go to the query when the route takes one and the field belongs there (or it has no body).
  const inQuery = (name: string) => name in queryFields || !endpoint.body;
  for (const [name, schema] of Object.entries(queryFields)) {
    if (!spoiled.has(name)) pairs.push(...queryPairs(name, { value: sample(schema, name) }));
  }
  for (const [name, hostile] of spoiled) if (inQuery(name)) pairs.push(...queryPairs(name, hostile));
  if (plan.rawQuery) pairs.push(`${encode(plan.rawQuery[0])}=${plan.rawQuery[1]}`);
  const url = pairs.length ? `${endpoint.path}?${pairs.join('&')}` : endpoint.path;
  if (!endpoint.body) return { method: endpoint.method, url, headers };

  if (plan.rawBody !== null) {
    const raw = rawBodies[plan.rawBody] ?? { payload: '' };
    headers['content-type'] = raw.type ?? 'application/json';
    return { method: endpoint.method, url, headers, payload: raw.payload };
  }
  const fields: [string, Hostile][] = Object.entries(bodyFields)
    .filter(([name]) => !spoiled.has(name))
    .map(([name, schema]) => [name, { value: sample(schema, name) }]);
  for (const [name, hostile] of spoiled) if (!inQuery(name) || name in bodyFields) fields.push([name, hostile]);
  headers['content-type'] = 'application/json';
  return { method: endpoint.method, url, headers, payload: jsonObject(fields) };
}

function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload : String(request.payload ?? '');
  return `${request.method} ${String(request.url).slice(0, 300)} as ${request.headers?.['x-fuzz-as']} ${payload.slice(0, 300)}`;
}

/** Sends one request and checks the answer: below 500, and a 400 is `{ Code: 2, Message: '<field>: <reason>' }`. */
async function check(request: InjectOptions): Promise<void> {
  const response = await t.app().inject(request);
  const where = `${describeRequest(request)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode === 400) {
    const body = response.json();
    expect(body.Code, where).toBe(2);
    expect(body.Message, where).toMatch(/^[\w.[\]-]+: \S/);
  }
}

let requests = 0;
const counted = async (request: InjectOptions) => {
  requests++;
  await check(request);
};

describe('fuzzing every route with hostile input never answers 500', () => {
  const table = Object.entries(endpoints) as [string, Endpoint][];

  it(`drives the ${table.length} routes of the contract table`, async () => {
    const started = performance.now();
    for (const [key, endpoint] of table) {
      const names = [...Object.keys(fieldsOf(endpoint.query)), ...Object.keys(fieldsOf(endpoint.body))];
      await fc.assert(
        fc.asyncProperty(planFor(names), (plan) => counted(buildRequest(endpoint, plan))),
        { seed: SEED + key.length, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    // Sweeps no seed may skip: every route gets the worst bodies, and every text field an extreme date (the
    // year +275760 parses, but an hour later no longer fits a Date).
    for (const [, endpoint] of table) {
      if (endpoint.body)
        for (const rawBody of worstBodies)
          await counted(buildRequest(endpoint, { as: 'booker', spoiled: [], rawQuery: null, rawBody }));
      for (const [name, schema] of [
        ...Object.entries(fieldsOf(endpoint.query)),
        ...Object.entries(fieldsOf(endpoint.body)),
      ]) {
        if (typeof sample(schema, name) !== 'string') continue;
        const value = '+275760-09-13T00:00:00.000Z';
        await counted(
          buildRequest(endpoint, { as: 'booker', spoiled: [[name, { value }]], rawQuery: null, rawBody: null }),
        );
      }
    }
    console.log(
      `fuzz: ${requests} requests over ${table.length} routes in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);

  it('drives the hub: negotiate and connect at both hub paths', async () => {
    const started = performance.now();
    let hubRequests = 0;
    const text = fc.oneof(
      hostileValue.map((h) => ('value' in h && typeof h.value === 'string' ? h.value : rawOf(h).slice(0, 2000))),
      fc.constantFrom(...rawQueryValues).map((raw) => ({ raw })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(NOTIFICATION_HUB_PATH, CHAT_HUB_PATH),
        fc.constantFrom('guest', 'customer', 'booker'),
        fc.record({ negotiateVersion: text, userName: text, code: text, id: text }, { requiredKeys: [] }),
        fc.option(fc.nat({ max: rawBodies.length - 1 }), { freq: 3 }),
        async (path, as, fields, bodyIndex) => {
          const body = bodyIndex === null ? undefined : rawBodies[bodyIndex];
          const query = Object.entries(fields)
            .map(([k, v]) => `${k}=${typeof v === 'string' ? encode(v) : v.raw}`)
            .join('&');
          hubRequests += 2;
          await check({
            method: 'POST',
            url: `${path}/negotiate?${query}`,
            headers: { 'x-fuzz-as': as, 'content-type': body?.type ?? 'text/plain;charset=UTF-8' },
            payload: body?.payload ?? '',
          });
          await check({ method: 'GET', url: `${path}?${query}`, headers: { 'x-fuzz-as': as } });
        },
      ),
      { seed: SEED, numRuns: HUB_RUNS, endOnFailure: true },
    );
    console.log(`fuzz: ${hubRequests} hub requests in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});
