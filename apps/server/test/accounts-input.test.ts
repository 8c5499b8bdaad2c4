import { accountsEndpoints } from '@cabkit/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { licenceBasePath } from '../src/routes/licence';
import { auth, json, signUp, type TestAccount } from './accounts-helpers';
import { useTestApp } from './app';

const t = useTestApp();

describe('the accounts contract', () => {
  it('has every accounts, booker and licence endpoint registered (licence calls under their base path)', () => {
    const missing = Object.entries(accountsEndpoints)
      .filter(
        ([, e]) =>
          !t.app().hasRoute({ method: e.method, url: `${e.host === 'licence' ? licenceBasePath() : ''}${e.path}` }),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

type Who = 'guest' | 'customer' | 'booker';
type BadInput = { who: Who; request: (a: TestAccount) => InjectOptions; field: string };
type ForCaller<T> = T | ((a: TestAccount) => T);
const forCaller = <T>(value: ForCaller<T>, a: TestAccount): T =>
  typeof value === 'function' ? (value as (a: TestAccount) => T)(a) : value;

/** A malformed request `who` makes (its URL and body may name the caller's ids), and the field the 400 must name. */
function bad(
  who: Who,
  field: string,
  method: InjectOptions['method'],
  url: ForCaller<string>,
  payload?: ForCaller<object>,
): BadInput {
  const request = (a: TestAccount): InjectOptions =>
    payload === undefined
      ? { method, url: forCaller(url, a) }
      : { method, url: forCaller(url, a), payload: forCaller(payload, a) };
  return { who, field, request };
}

/** One malformed request per endpoint, with the field its 400 answer must name. */
const badInputs: BadInput[] = [
  bad('guest', 'passwordhash', 'POST', '/api/signIn', { email: 'a@b.co' }),
  bad('guest', 'email', 'POST', '/api/signIn', { email: 'nope', passwordhash: 'x' }),
  bad('guest', 'firstname', 'POST', '/api/signUp', {
    email: 'a@b.co',
    phone: '7700900000',
    surname: 'S',
    passwordhash: 'secret1',
  }),
  bad('guest', 'email', 'POST', '/api/resetpassword', { email: '' }),
  bad('guest', 'id', 'PUT', '/api/savepassword', { id: 'x', code: 'abc', passwordhash: 'secret1' }),
  bad('guest', 'passwordhash', 'PUT', '/api/savepassword', { id: 1, code: 'abc', passwordhash: 'short' }),
  bad('customer', 'oldpasswordhash', 'PUT', '/api/changepassword', (a) => ({ custid: a.id, passwordhash: 'secret12' })),
  bad('customer', 'phone', 'PUT', '/api/updateprofile', (a) => ({
    custid: a.id,
    phone: 'abc',
    email: 'a@b.co',
    surname: 'S',
    firstname: 'F',
  })),
  bad('customer', 'custid', 'GET', '/api/addressbook?custid=0'),
  bad('customer', 'latitude', 'POST', '/api/addressbook', (a) => ({
    custid: a.id,
    name: 'N',
    line1: 'L',
    postcode: 'E1 1AA',
    latitude: 'north',
    longitude: 0,
  })),
  bad('customer', 'id', 'PUT', '/api/addressbook', (a) => ({
    custid: a.id,
    name: 'N',
    line1: 'L',
    postcode: 'E1 1AA',
    latitude: 51,
    longitude: 0,
  })),
  bad('customer', 'id', 'DELETE', '/api/addressbook?id=-3'),
  bad('customer', 'custid', 'GET', '/api/currentbookings?custid=abc'),
  bad('customer', 'filter', 'GET', (a) => `/api/journeyhistory?custid=${a.id}&filter=1`),
  bad('customer', 'bookingref', 'POST', '/api/cancelbooking', { source: 1 }),
  bad('customer', 'source', 'POST', '/api/emailreceipt', { source: 'web', bookingref: 'X' }),
  bad('guest', 'price', 'POST', '/api/promocode', { price: 'ten', promocode: 'SAVE5' }),
  bad('guest', 'currencycode', 'POST', '/api/promocode', { price: 10, promocode: 'SAVE5', currencycode: 'POUNDS' }),
  bad('guest', 'token', 'GET', '/api/promotion?token='),
  bad('guest', 'message', 'POST', '/api/comment', { name: 'N', email: 'a@b.co' }),
  bad('booker', 'dateto', 'GET', (a) => `/api/bookerstatement?bookerid=${a.bookerId}&datefrom=2026-01-01`),
  bad('booker', 'bookerid', 'GET', '/api/bookerinvoice'),
  bad('booker', 'datefrom', 'POST', '/api/bookerinvoice', (a) => ({
    bookerid: a.bookerId,
    datefrom: '2026-02-30',
    dateto: '2026-03-01',
  })),
  bad('booker', 'id', 'PUT', '/api/bookerinvoice', (a) => ({
    bookerid: a.bookerId,
    datefrom: '2026-02-01',
    dateto: '2026-03-01',
  })),
  bad(
    'booker',
    'datefrom',
    'GET',
    (a) => `/api/bookerstatement?bookerid=${a.bookerId}&datefrom=2026-01-01x&dateto=2026-02-01`,
  ),
  bad('booker', 'id', 'DELETE', '/api/bookerinvoice?id=abc'),
  bad('booker', 'format', 'GET', '/api/bookerinvoicereport?id=1&format=docx'),
  bad('booker', 'weekcommencing', 'GET', (a) => `/api/booking?weekcommencing=next-week&bookerid=${a.bookerId}`),
  bad('guest', 'id', 'GET', '/licence/api/bookingparams'),
  bad('guest', 'trackingcode', 'POST', '/licence/api/bookingparams', { pickup: 'A' }),
  bad('guest', 'trackingcode', 'GET', '/licence/api/custappbaseurl'),
  bad('guest', 'parentdomain', 'POST', '/licence/api/validate', { trackingcode: 'X', parentdomain: '' }),
];

describe('malformed input', () => {
  it('answers 400 with Code 2 and a message naming the field, for every call', async () => {
    const customer = await signUp(t.app());
    const booker = await signUp(t.app(), { booker: true });
    const failures: string[] = [];
    for (const c of badInputs) {
      const caller = c.who === 'booker' ? booker : customer;
      const request = c.request(caller);
      const response = await t.app().inject({ ...request, headers: c.who === 'guest' ? {} : auth(caller) });
      const body = response.statusCode === 400 ? json(response) : undefined;
      if (body?.Code !== 2 || !body.Message.startsWith(`${c.field}: `)) {
        failures.push(`${request.method} ${request.url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const notJson = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson).Code).toBe(2);
    const array = await t.app().inject({ method: 'POST', url: '/api/signUp', payload: [] });
    expect(array.statusCode).toBe(400);
    expect(json(array).Message).toBe('body: must be a JSON object');
  });
});
