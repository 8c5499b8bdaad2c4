import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { createGazetteer } from '../src/services/gazetteer/gazetteer';
import { createPostcodeServiceLocator, locateInOutcodeTable } from '../src/services/gazetteer/postcodes';
import { useTestApp } from './app';
import { type FakeHttp, startFakeHttp } from './helpers/fake-http';

const t = useTestApp();

async function search(prefix: string) {
  const res = await t.app().inject({ method: 'GET', url: `/api/searchaddress?prefix=${encodeURIComponent(prefix)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { Name: string; Category: string; Postcode: string; Latitude: number; Valid: boolean }[];
}

describe('address search: terminals, districts and landmarks', () => {
  it.each([
    ['Heathrow Terminal 5', 'Heathrow Terminal 5'],
    ['heathrow terminal 2', "Heathrow Terminal 2 (The Queen's Terminal)"],
    ['Gatwick South Terminal', 'Gatwick South Terminal'],
    ['Marble Arch', 'Marble Arch'],
    ['Shoreditch', 'Shoreditch'],
  ])('finds %s first', async (query, name) => {
    const [first] = await search(query);
    expect(first?.Name).toBe(name);
  });

  it('keeps the airport first for its bare name, and makes a terminal an airport pickup with its IATA code', async () => {
    const results = await search('heathrow');
    expect(results[0]?.Name).toBe('London Heathrow Airport');
    const [terminal] = await search('heathrow t5');
    expect(terminal).toMatchObject({ Name: 'Heathrow Terminal 5', Category: 'Airport terminal', Valid: true });
    expect((terminal as unknown as { Code: string }).Code).toBe('LHR');
  });

  it('shows a district as an area to narrow down, not a bookable address', async () => {
    const [shoreditch] = await search('Shoreditch');
    expect(shoreditch).toMatchObject({ Category: 'District', Postcode: '', Valid: false });
  });
});

describe('address search: a full postcode', () => {
  it('puts a postcode no place holds first, at its district from the shipped table', async () => {
    const results = await search('e15 2pq');
    expect(results[0]).toMatchObject({ Name: 'E15 2PQ', Category: 'Postcode', Postcode: 'E15 2PQ', Valid: true });
    expect(results[0]?.Latitude).toBeCloseTo(locateInOutcodeTable('E15 2PQ')?.latitude ?? 0, 4);
    // The district's places still follow it.
    expect(results.length).toBeGreaterThan(1);
  });

  it('gives the place that holds a postcode, not a second entry for it', async () => {
    const results = await search('SW1A 1AA');
    expect(results[0]?.Name).toBe('Buckingham Palace');
    expect(results.filter((r) => r.Category === 'Postcode')).toEqual([]);
  });

  it('adds nothing for a district it does not know, nor for a partial postcode', async () => {
    expect((await search('ZE2 9QQ')).filter((r) => r.Category === 'Postcode')).toEqual([]);
    expect((await search('E15 2')).filter((r) => r.Category === 'Postcode')).toEqual([]);
  });
});

describe('the postcode service behind POSTCODE_URL', () => {
  let service: FakeHttp;
  beforeAll(async () => {
    service = await startFakeHttp();
  });
  afterAll(async () => {
    await service.close();
  });

  function gazetteer(timeoutMs = 1500) {
    return createGazetteer(
      t.db().handle.db,
      undefined,
      undefined,
      createPostcodeServiceLocator({ url: service.url, timeoutMs }),
    );
  }

  /** The service knows E15 2PQ from now on (postcodes.io's answer), with `more` of its fields; nothing asked yet. */
  function serviceKnowsE152PQ(more: Record<string, unknown> = {}) {
    service.asked = [];
    const result = { postcode: 'E15 2PQ', latitude: 51.5401, longitude: -0.0012, post_town: 'LONDON', ...more };
    service.reply = { status: 200, body: { status: 200, result } };
  }

  it("places a postcode at the service's own point", async () => {
    serviceKnowsE152PQ({ admin_district: 'Newham' });
    const [first] = await gazetteer().searchAddress('E152PQ');
    expect(service.asked.map((a) => a.url)).toEqual(['/postcodes/E15%202PQ']);
    expect(first).toMatchObject({
      Name: 'E15 2PQ',
      Line2: 'LONDON',
      Latitude: 51.5401,
      Longitude: -0.0012,
      Valid: true,
    });
  });

  it('adds nothing for a postcode the service does not know', async () => {
    service.reply = { status: 404, body: { status: 404, error: 'Postcode not found' } };
    const results = await gazetteer().searchAddress('E15 2PQ');
    expect(results.filter((r) => r.Category === 'Postcode')).toEqual([]);
  });

  it('asks the service once for repeated searches, and answers from the table past its limit', async () => {
    serviceKnowsE152PQ();
    const locator = createPostcodeServiceLocator({ url: service.url, perClientPerMinute: 2 });
    const search = createGazetteer(t.db().handle.db, undefined, undefined, locator);
    const answers = await Promise.all(Array.from({ length: 20 }, () => search.searchAddress('E15 2PQ')));
    expect(service.asked).toHaveLength(1);
    expect(answers.every((a) => a[0]?.Latitude === 51.5401)).toBe(true);
    await search.searchAddress('E15 4AB');
    // The third distinct postcode this minute is over the client's limit: the table places it, no call is made.
    const [third] = await search.searchAddress('E15 3AA');
    expect(service.asked).toHaveLength(2);
    expect(third).toMatchObject({ Name: 'E15 3AA', Latitude: locateInOutcodeTable('E15 3AA')?.latitude });
  });

  it('falls back to the shipped table when the service fails or hangs', async () => {
    const district = locateInOutcodeTable('E15 2PQ');
    service.reply = { status: 500, body: { status: 500 } };
    expect((await gazetteer().searchAddress('E15 2PQ'))[0]).toMatchObject({
      Name: 'E15 2PQ',
      Latitude: district?.latitude,
    });
    service.reply = 'hang';
    const started = Date.now();
    const [first] = await gazetteer(200).searchAddress('E15 2PQ');
    // A hanging service is cut at the locator's 200 ms, not left to hang the search (bound generous for a busy CI).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(first).toMatchObject({ Name: 'E15 2PQ', Latitude: district?.latitude });
    service.release();
  });
});

describe('the gazetteer seed on a database from an earlier version', () => {
  it('adds the places the shipped data has gained, once', async () => {
    const { db } = t.db().handle;
    const before = await db.execute(sql`SELECT count(*)::int AS n FROM places`);
    await db.delete(places).where(eq(places.category, 'Airport terminal'));
    await seedDatabase(db, 'default');
    const terminals = await db.select({ id: places.id }).from(places).where(eq(places.category, 'Airport terminal'));
    expect(terminals.length).toBeGreaterThanOrEqual(6);
    await seedDatabase(db, 'default');
    const after = await db.execute(sql`SELECT count(*)::int AS n FROM places`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
      (before as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );
  });
});

describe('address search: long text', () => {
  it('searches up to 255 characters, as a text box takes, and refuses more with a message naming the field', async () => {
    const long = `${'King '.repeat(51)}`.slice(0, 255);
    const res = await t.app().inject({ method: 'GET', url: `/api/searchaddress?prefix=${encodeURIComponent(long)}` });
    expect(res.statusCode).toBe(200);
    const tooLong = await t.app().inject({
      method: 'GET',
      url: `/api/searchaddress?prefix=${'a'.repeat(256)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ Code: 2, Message: expect.stringContaining('prefix') });
  });
});
