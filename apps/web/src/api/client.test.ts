import { type BodyOf, coreEndpoints, paymentsEndpoints } from '@cabkit/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { kingsCross, quotationResponse, vehicleTypesResponse } from '../test/fixtures';
import { resetStores } from '../state/stores';
import { answerIn, call, loadAnswers } from './client';
import { DEFAULT_ERROR_MESSAGE } from '@cabkit/domain/errors';
import { ApiError, userMessage } from './errors';

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  // The HTTP client's code loads with the first call: loaded before the pacing is timed.
  beforeAll(async () => {
    fakeServer({ 'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }) });
    await call(coreEndpoints.vehicleTypes, {});
    vi.unstubAllGlobals();
    // The warm-up call's slot frees in the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('sends the first call of a task at once and the ones after it a task apart, each answered', async () => {
    const received = fakeServer({
      'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
      'GET /api/searchaddress': () => ({ body: [kingsCross] }),
    });
    const calls = Promise.all([
      call(coreEndpoints.vehicleTypes, {}),
      call(coreEndpoints.searchAddress, { query: { prefix: 'Ki' } }),
      call(coreEndpoints.searchAddress, { query: { prefix: 'Kin' } }),
    ]);
    // Within the task (its microtasks), only the first call has gone out.
    for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(fetch).toHaveBeenCalledTimes(1);
    const answers = await calls;
    expect(answers[1][0]?.Postcode).toBe('N1C 4AP');
    expect(received.map((r) => r.query.get('prefix'))).toEqual([null, 'Ki', 'Kin']);
  });

  it('sends the query of a GET and returns the response typed and validated', async () => {
    const received = fakeServer({ 'GET /api/searchaddress': () => ({ body: [kingsCross] }) });
    const places = await call(coreEndpoints.searchAddress, { query: { prefix: "King's" } });
    expect(places[0]?.Postcode).toBe('N1C 4AP');
    expect(received[0]?.query.get('prefix')).toBe("King's");
  });

  it('sends the body of a POST as JSON', async () => {
    const received = fakeServer({
      'POST /api/bookinginfo': () => ({ body: { Code: 1, Message: '', Booking: null } }),
    });
    await call(coreEndpoints.bookingInfo, { body: { code: 'abc' } });
    expect(received[0]).toMatchObject({ method: 'POST', path: '/api/bookinginfo', body: { code: 'abc' } });
  });

  it('throws an ApiError with the server Code and Message for an HTTP error', async () => {
    fakeServer({ 'POST /api/bookinginfo': () => ({ status: 400, body: { Code: 2, Message: 'code: is required' } }) });
    const error = await call(coreEndpoints.bookingInfo, { body: { code: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 2, kind: 'http', serverMessage: 'code: is required' });
    expect(userMessage(error)).toBe('code: is required');
  });

  it('throws a business ApiError for a 200 answer whose Code is not success', async () => {
    fakeServer({ 'GET /api/vehicletypes': () => ({ body: { Code: 6, Message: 'Outside our area' } }) });
    const error = await call(coreEndpoints.vehicleTypes, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: 6, status: 200 });
    expect(userMessage(error)).toBe('Outside our area');
  });

  it("takes the success Codes from the endpoint's definition: 4 is a success of a quotation only (docs/behaviour/common.md#response-codes)", async () => {
    fakeServer({
      'GET /api/vehicletypes': () => ({ body: { ...vehicleTypesResponse, Code: 4, Message: 'Odd' } }),
      'POST /api/quotation': () => ({ body: { ...quotationResponse(1), Code: 4, Message: 'Too soon' } }),
    });
    const error = await call(coreEndpoints.vehicleTypes, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: 4 });
    const body = {} as BodyOf<typeof coreEndpoints.quotation>;
    await expect(call(coreEndpoints.quotation, { body })).resolves.toMatchObject({ Code: 4, Message: 'Too soon' });
  });

  it('returns the body of a failed answer when the endpoint says its failures carry one (a declined payment)', async () => {
    const declined = {
      Code: 2,
      Message: 'Your card was declined.',
      Bref: 'CK100',
      ReturnRef: '',
      JobPartId: 7,
      TrackingCode: 'trk',
      ClientSecret: '',
      PaymentResult: { Code: 0, AuthCode: '', Message: 'Your card was declined.', PayPalOrderId: '' },
    };
    fakeServer({ 'POST /api/confirmpayment': () => ({ body: declined }) });
    const body = { clientsecret: 'secret', nonce: 'nonce' };
    await expect(call(paymentsEndpoints.confirmPayment, { body })).resolves.toEqual(declined);
  });

  it('rejects an answer that breaks the contract and shows the default message for it', async () => {
    fakeServer({ 'GET /api/vehicletypes': () => ({ body: { ...vehicleTypesResponse, vehTypes: [{ Id: 'x' }] } }) });
    const error = await call(coreEndpoints.vehicleTypes, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract' });
    expect((error as ApiError).message).toContain('vehTypes.0');
    expect(userMessage(error)).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('turns a network failure into a network ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await call(coreEndpoints.vehicleTypes, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(userMessage(error)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('userMessage', () => {
  it('gives the default message for Code 0 and replaces the entries-update and Stripe messages', () => {
    const make = (code: number, message: string) =>
      new ApiError({ status: 200, code, message, kind: 'business', path: '/x' });
    expect(userMessage(make(0, 'Internal detail'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(userMessage(make(2, 'An error occurred while updating the entries. See inner'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(userMessage(make(2, 'Stripe said no'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(userMessage(make(2, 'Card declined'))).toBe('Card declined');
    expect(userMessage(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe("answerIn (the answers of a page's route loader)", () => {
  const details = { Code: 1, Message: '', Booking: null };
  afterEach(() => resetStores());

  it('answers a GET the loader made, checked as `call` checks it', () => {
    const answers = { '/api/bookingdetails?jobid=7': { status: 200, body: details } };
    expect(answerIn(answers, coreEndpoints.bookingDetails, { query: { jobid: 7 } })).toEqual({
      ok: true,
      answer: details,
    });
    // Another query is another call: not answered here (the page asks the server).
    expect(answerIn(answers, coreEndpoints.bookingDetails, { query: { jobid: 8 } })).toBeUndefined();
    expect(answerIn(null, coreEndpoints.bookingDetails, { query: { jobid: 7 } })).toBeUndefined();
  });

  it('gives a failed call as the ApiError `call` would have thrown', () => {
    const answers = {
      '/api/bookingdetails?jobid=7': { status: 404, body: { Code: 0, Message: 'No such booking.' } },
      '/api/vehicletypes': { status: 200, body: { Code: 6, Message: 'Outside our area' } },
      '/api/bookingdetails?jobid=9': { status: 200, body: { Code: 1, Message: '', Booking: 'not a booking' } },
    };
    const missing = answerIn(answers, coreEndpoints.bookingDetails, { query: { jobid: 7 } });
    expect(missing?.ok === false && missing.error).toMatchObject({ status: 404, kind: 'http' });
    const refused = answerIn(answers, coreEndpoints.vehicleTypes, {});
    expect(refused?.ok === false && refused.error).toMatchObject({ status: 200, code: 6, kind: 'business' });
    const broken = answerIn(answers, coreEndpoints.bookingDetails, { query: { jobid: 9 } });
    expect(broken?.ok === false && broken.error).toMatchObject({ kind: 'contract' });
  });

  it('loads the calls together and keeps each status and body, a refusal too', async () => {
    fakeServer({
      'GET /api/bookingdetails': () => ({ body: details }),
      'GET /api/vehicletypes': () => ({ status: 403, body: { Code: 0, Message: 'Not yours.' } }),
    });
    const answers = await loadAnswers([
      [coreEndpoints.bookingDetails, { query: { jobid: 7 } }],
      [coreEndpoints.vehicleTypes, {}],
    ]);
    expect(answers).toEqual({
      '/api/bookingdetails?jobid=7': { status: 200, body: details },
      '/api/vehicletypes': { status: 403, body: { Code: 0, Message: 'Not yours.' } },
    });
  });
});
