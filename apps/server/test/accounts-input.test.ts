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

/** One malformed request per endpoint, with the field its 400 answer must name. */
const badInputs: { who: 'guest' | 'customer' | 'booker'; request: (a: TestAccount) => InjectOptions; field: string }[] =
  [
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/api/signIn', payload: { email: 'a@b.co' } }),
      field: 'passwordhash',
    },
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/api/signIn', payload: { email: 'nope', passwordhash: 'x' } }),
      field: 'email',
    },
    {
      who: 'guest',
      request: () => ({
        method: 'POST',
        url: '/api/signUp',
        payload: { email: 'a@b.co', phone: '7700900000', surname: 'S', passwordhash: 'secret1' },
      }),
      field: 'firstname',
    },
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/api/resetpassword', payload: { email: '' } }),
      field: 'email',
    },
    {
      who: 'guest',
      request: () => ({
        method: 'PUT',
        url: '/api/savepassword',
        payload: { id: 'x', code: 'abc', passwordhash: 'secret1' },
      }),
      field: 'id',
    },
    {
      who: 'guest',
      request: () => ({
        method: 'PUT',
        url: '/api/savepassword',
        payload: { id: 1, code: 'abc', passwordhash: 'short' },
      }),
      field: 'passwordhash',
    },
    {
      who: 'customer',
      request: (a) => ({
        method: 'PUT',
        url: '/api/changepassword',
        payload: { custid: a.id, passwordhash: 'secret12' },
      }),
      field: 'oldpasswordhash',
    },
    {
      who: 'customer',
      request: (a) => ({
        method: 'PUT',
        url: '/api/updateprofile',
        payload: { custid: a.id, phone: 'abc', email: 'a@b.co', surname: 'S', firstname: 'F' },
      }),
      field: 'phone',
    },
    { who: 'customer', request: () => ({ method: 'GET', url: '/api/addressbook?custid=0' }), field: 'custid' },
    {
      who: 'customer',
      request: (a) => ({
        method: 'POST',
        url: '/api/addressbook',
        payload: { custid: a.id, name: 'N', line1: 'L', postcode: 'E1 1AA', latitude: 'north', longitude: 0 },
      }),
      field: 'latitude',
    },
    {
      who: 'customer',
      request: (a) => ({
        method: 'PUT',
        url: '/api/addressbook',
        payload: { custid: a.id, name: 'N', line1: 'L', postcode: 'E1 1AA', latitude: 51, longitude: 0 },
      }),
      field: 'id',
    },
    { who: 'customer', request: () => ({ method: 'DELETE', url: '/api/addressbook?id=-3' }), field: 'id' },
    { who: 'customer', request: () => ({ method: 'GET', url: '/api/currentbookings?custid=abc' }), field: 'custid' },
    {
      who: 'customer',
      request: (a) => ({ method: 'GET', url: `/api/journeyhistory?custid=${a.id}&filter=1` }),
      field: 'filter',
    },
    {
      who: 'customer',
      request: () => ({ method: 'POST', url: '/api/cancelbooking', payload: { source: 1 } }),
      field: 'bookingref',
    },
    {
      who: 'customer',
      request: () => ({ method: 'POST', url: '/api/emailreceipt', payload: { source: 'web', bookingref: 'X' } }),
      field: 'source',
    },
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/api/promocode', payload: { price: 'ten', promocode: 'SAVE5' } }),
      field: 'price',
    },
    {
      who: 'guest',
      request: () => ({
        method: 'POST',
        url: '/api/promocode',
        payload: { price: 10, promocode: 'SAVE5', currencycode: 'POUNDS' },
      }),
      field: 'currencycode',
    },
    { who: 'guest', request: () => ({ method: 'GET', url: '/api/promotion?token=' }), field: 'token' },
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/api/comment', payload: { name: 'N', email: 'a@b.co' } }),
      field: 'message',
    },
    {
      who: 'booker',
      request: (a) => ({ method: 'GET', url: `/api/bookerstatement?bookerid=${a.bookerId}&datefrom=2026-01-01` }),
      field: 'dateto',
    },
    { who: 'booker', request: () => ({ method: 'GET', url: '/api/bookerinvoice' }), field: 'bookerid' },
    {
      who: 'booker',
      request: (a) => ({
        method: 'POST',
        url: '/api/bookerinvoice',
        payload: { bookerid: a.bookerId, datefrom: '2026-02-30', dateto: '2026-03-01' },
      }),
      field: 'datefrom',
    },
    {
      who: 'booker',
      request: (a) => ({
        method: 'PUT',
        url: '/api/bookerinvoice',
        payload: { bookerid: a.bookerId, datefrom: '2026-02-01', dateto: '2026-03-01' },
      }),
      field: 'id',
    },
    {
      who: 'booker',
      request: (a) => ({
        method: 'GET',
        url: `/api/bookerstatement?bookerid=${a.bookerId}&datefrom=2026-01-01x&dateto=2026-02-01`,
      }),
      field: 'datefrom',
    },
    { who: 'booker', request: () => ({ method: 'DELETE', url: '/api/bookerinvoice?id=abc' }), field: 'id' },
    {
      who: 'booker',
      request: () => ({ method: 'GET', url: '/api/bookerinvoicereport?id=1&format=docx' }),
      field: 'format',
    },
    {
      who: 'booker',
      request: (a) => ({ method: 'GET', url: `/api/booking?weekcommencing=next-week&bookerid=${a.bookerId}` }),
      field: 'weekcommencing',
    },
    { who: 'guest', request: () => ({ method: 'GET', url: '/licence/api/bookingparams' }), field: 'id' },
    {
      who: 'guest',
      request: () => ({ method: 'POST', url: '/licence/api/bookingparams', payload: { pickup: 'A' } }),
      field: 'trackingcode',
    },
    { who: 'guest', request: () => ({ method: 'GET', url: '/licence/api/custappbaseurl' }), field: 'trackingcode' },
    {
      who: 'guest',
      request: () => ({
        method: 'POST',
        url: '/licence/api/validate',
        payload: { trackingcode: 'X', parentdomain: '' },
      }),
      field: 'parentdomain',
    },
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
