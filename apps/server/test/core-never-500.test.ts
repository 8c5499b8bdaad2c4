import { endpoints } from '@cabkit/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { eustonToWaterloo } from './helpers/fixtures';

// Every core endpoint, every body field replaced by hostile values: the answer is never a 500, and a
// 400 names the field. (Strict mode also checks each 200 against the contract.)
const t = useTestApp({ resolveSession: () => ({ customerId: 1, bookerId: 1 }) });

const hostile: unknown[] = [null, {}, [], 'x'.repeat(5000), -1e308, true, '', '\u0000', { $gt: '' }, [1, 2]];

const journey = eustonToWaterloo;

const bodies = {
  quotation: journey,
  createBooking: {
    ...journey,
    requestid: 'never-500',
    vehtypeid: 1,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    name: 'Ann',
    phone: '7700900123',
    email: 'ann@example.com',
  },
  direction: {
    points: [
      { lat: 51.5, lng: -0.1 },
      { lat: 51.4, lng: -0.2 },
    ],
  },
  bookingInfo: { code: 'abc' },
} as const;

describe('core endpoints never answer 500', () => {
  for (const [name, base] of Object.entries(bodies) as [keyof typeof bodies, Record<string, unknown>][]) {
    const endpoint = endpoints[name];
    const fields = Object.keys((endpoint.body as unknown as { entries: Record<string, unknown> }).entries);
    it(`${endpoint.method} ${endpoint.path}: every field with hostile values`, async () => {
      for (const field of fields) {
        for (const value of hostile) {
          const res = await t.app().inject({
            method: endpoint.method,
            url: endpoint.path,
            payload: { ...base, [field]: value },
          });
          expect(res.statusCode, `${field}=${JSON.stringify(value)?.slice(0, 40)}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode === 400) {
            expect(res.json().Code).toBe(2);
            expect(res.json().Message.startsWith(`${field}`), `${field}: ${res.body}`).toBe(true);
          }
        }
      }
    }, 120_000);
  }

  it.each([
    '/api/searchaddress?prefix=a&prefix=b',
    `/api/searchaddress?prefix=${'%F0%9F%9A%95'.repeat(30)}`,
    `/api/searchaddress?prefix=${'x'.repeat(5000)}`,
    "/api/searchaddress?prefix=');DROP TABLE places;--",
    '/api/searchairport?searchString=a&searchString=bb',
    '/api/searchairport?searchstring=%00%00',
    '/api/configuration?airports[]=true',
    '/api/configuration?currencyCode=POUNDS',
    '/api/bookingdetails?jobid=99999999999999999999',
    '/api/bookingdetails?jobid=-1',
    '/api/vehicletypes?x=1',
    '/api/prices?x[y]=1',
    '/api/tenant?__proto__=1',
  ])('GET %s answers below 500', async (url) => {
    const res = await t.app().inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('keeps the places table after an injection attempt', async () => {
    await t.app().inject({ method: 'GET', url: "/api/searchaddress?prefix=');DROP TABLE places;--" });
    const res = await t.app().inject({ method: 'GET', url: '/api/searchaddress?prefix=Euston' });
    expect(res.json().length).toBeGreaterThan(0);
  });
});
