import { describe, expect, it } from 'vitest';
import { DEMO_TRACKING_CODE } from '../src/services/auth/seed-accounts';
import { licenceBasePath } from '../src/routes/licence';
import { domainAllowed, hostOf, NOT_LICENSED } from '../src/services/licences/licences';
import { json } from './accounts-helpers';
import { useTestApp } from './app';

const t = useTestApp();

describe('licence base path', () => {
  it.each([
    [undefined, '/licence'],
    ['licence/', '/licence'],
    ['/svc/licence', '/svc/licence'],
    ['/', ''],
    ['', ''],
  ])('LICENCE_BASE_PATH=%s serves under "%s"', (value, expected) => {
    expect(licenceBasePath(value === undefined ? {} : { LICENCE_BASE_PATH: value })).toBe(expected);
  });

  it('matches hosts against allowed domains', () => {
    expect(hostOf('https://Shop.Example.com:8443/page')).toBe('shop.example.com');
    expect(hostOf('localhost')).toBe('localhost');
    expect(domainAllowed('www.cabkit.example', ['*.cabkit.example'])).toBe(true);
    expect(domainAllowed('cabkit.example', ['*.cabkit.example'])).toBe(true);
    expect(domainAllowed('evilcabkit.example', ['*.cabkit.example'])).toBe(false);
    expect(domainAllowed('cabkit.example.evil.com', ['*.cabkit.example'])).toBe(false);
    expect(domainAllowed('', ['localhost'])).toBe(false);
  });
});

describe('licence calls', () => {
  it('validates a licensed parent domain and refuses others', async () => {
    const ask = (parentdomain: string, trackingcode = DEMO_TRACKING_CODE) =>
      t.app().inject({ method: 'POST', url: '/licence/api/validate', payload: { parentdomain, trackingcode } });
    expect(json(await ask('https://book.cabkit.example/widget'))).toEqual({
      Code: 1,
      Message: 'The licence is valid.',
      Valid: true,
    });
    expect(json(await ask('localhost'))).toMatchObject({ Valid: true });
    expect(json(await ask('https://evil.example.com'))).toEqual({ Code: 2, Message: NOT_LICENSED, Valid: false });
    expect(json(await ask('localhost', 'NO-SUCH-CODE'))).toEqual({ Code: 2, Message: NOT_LICENSED, Valid: false });
    const bad = await t
      .app()
      .inject({ method: 'POST', url: '/licence/api/validate', payload: { trackingcode: DEMO_TRACKING_CODE } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toContain('parentdomain');
  });

  it("answers the customer app's base URL for a tracking code", async () => {
    const ok = json(
      await t.app().inject({ method: 'GET', url: `/licence/api/custappbaseurl?trackingcode=${DEMO_TRACKING_CODE}` }),
    );
    expect(ok).toMatchObject({ Code: 1, Url: expect.stringMatching(/^https?:\/\//) });
    const unknown = json(await t.app().inject({ method: 'GET', url: '/licence/api/custappbaseurl?trackingcode=NOPE' }));
    expect(unknown).toEqual({ Code: 2, Message: NOT_LICENSED, Url: '' });
  });

  it('stores booking parameters under an unguessable id and reads them back', async () => {
    const saved = json(
      await t.app().inject({
        method: 'POST',
        url: '/licence/api/bookingparams',
        payload: {
          trackingcode: DEMO_TRACKING_CODE,
          pickup: 'Heathrow T5',
          dropoff: 'Paddington',
          datetime: '2026-12-01T10:00',
          vehtypeid: 2,
          vehicleid: 0,
          isASAP: 'false',
        },
      }),
    );
    expect(saved).toMatchObject({
      Code: 1,
      Id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      PickUp: 'Heathrow T5',
      VehTypeId: 2,
      IsASAP: false,
    });
    const read = json(await t.app().inject({ method: 'GET', url: `/licence/api/bookingparams?id=${saved.Id}` }));
    expect(read).toEqual({ ...saved, Message: '' });
    const unknown = json(await t.app().inject({ method: 'GET', url: '/licence/api/bookingparams?id=nope' }));
    expect(unknown).toMatchObject({ Code: 2, Id: '' });
    const unlicensed = json(
      await t.app().inject({ method: 'POST', url: '/licence/api/bookingparams', payload: { trackingcode: 'NOPE' } }),
    );
    expect(unlicensed).toMatchObject({ Code: 2, Message: NOT_LICENSED });
    const bad = await t.app().inject({
      method: 'POST',
      url: '/licence/api/bookingparams',
      payload: { trackingcode: DEMO_TRACKING_CODE, vehtypeid: 'two' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).Message).toContain('vehtypeid');
  });

  it('is not served outside its base path', async () => {
    expect(
      (
        await t.app().inject({
          method: 'POST',
          url: '/api/validate',
          payload: { parentdomain: 'localhost', trackingcode: DEMO_TRACKING_CODE },
        })
      ).statusCode,
    ).toBe(404);
  });
});
