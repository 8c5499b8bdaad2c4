import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auth, signUp, type TestAccount } from './accounts-helpers';
import { useTestApp } from './app';
import {
  cases,
  expectVictimsUntouched,
  type Fixture,
  fixture as victimsData,
  missingFixture,
  secrets,
} from './helpers/access-cases';

const t = useTestApp();
const fixture = () => victimsData(t.app());

const attackers: [string, (app: ReturnType<typeof t.app>) => Promise<TestAccount | null>][] = [
  ['another customer', (app) => signUp(app)],
  ['a booker of another company', (app) => signUp(app, { booker: true })],
  ['a guest', async () => null],
];

describe('access matrix: every id-taking call on someone else’s data is refused', () => {
  it.each(attackers)('as %s', async (_who, makeAttacker) => {
    const f = await fixture();
    const attacker = await makeAttacker(t.app());
    const failures: string[] = [];
    for (const c of cases) {
      const request = c.request(f, attacker);
      const response = await t.app().inject({ ...request, headers: { ...(request.headers ?? {}), ...auth(attacker) } });
      const allowedStatus = attacker ? [401, 403, 404] : [401, 404];
      const body = response.body;
      const leaked = secrets(f).filter((s) => body.includes(s));
      if (!allowedStatus.includes(response.statusCode) || leaked.length > 0) {
        failures.push(
          `${c.name}: ${response.statusCode} ${body.slice(0, 120)}${leaked.length ? ` leaked ${leaked.join(', ')}` : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
    await expectVictimsUntouched(t.app(), f);
  });

  it.each(attackers)(
    'answers %s the same for an existing id as for a missing one, so ids cannot be counted',
    async (_who, makeAttacker) => {
      const f = await fixture();
      const missing = missingFixture(f);
      const attacker = await makeAttacker(t.app());
      const differences: string[] = [];
      for (const c of cases) {
        const answer = async (fixture: Fixture) => {
          const request = c.request(fixture, attacker);
          const response = await t
            .app()
            .inject({ ...request, headers: { ...(request.headers ?? {}), ...auth(attacker) } });
          return `${response.statusCode} ${response.body}`;
        };
        const [existing, absent] = [await answer(f), await answer(missing)];
        if (existing !== absent) differences.push(`${c.name}: existing ${existing} / missing ${absent}`);
      }
      expect(differences).toEqual([]);
    },
  );

  it('marks every answer to a signed-in caller Cache-Control: no-store', async () => {
    const f = await fixture();
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/api/addressbook?custid=${f.victim.id}` },
      { method: 'GET', url: `/api/currentbookings?custid=${f.victim.id}` },
      { method: 'GET', url: `/api/bookingdetails?jobid=${f.booking.id}` },
      { method: 'GET', url: `/api/trackvehicle?jobpartid=${f.jobPartId}` },
      { method: 'GET', url: '/api/configuration' },
      { method: 'GET', url: '/api/bookingdetails?jobid=999999999' },
    ];
    for (const request of requests) {
      const response = await t.app().inject({ ...request, headers: auth(f.victim) });
      expect(response.headers['cache-control'], `${request.url} (${response.statusCode})`).toBe('no-store');
    }
    const signIn = await t.app().inject({
      method: 'POST',
      url: '/api/signIn',
      remoteAddress: '10.9.9.8',
      payload: { email: f.victim.email, passwordhash: f.victim.password },
    });
    expect(signIn.json().Code).toBe(1);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('lets the owners themselves read the same data (so the refusals above are about ownership)', async () => {
    const f = await fixture();
    for (const c of cases) {
      if (!c.ownerRead) continue;
      const { request, owner } = c.ownerRead(f);
      const response = await t.app().inject({ ...request, headers: auth(owner) });
      expect(response.statusCode, c.name).toBe(200);
      expect(response.json().Code, c.name).toBe(1);
    }
  });
});
