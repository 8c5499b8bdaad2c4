import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema-accounts';
import { InProcessBus, type LiveUpdate } from '../src/hub/bus';
import { getTestDb } from './db';
import { auth, signUp, type TestAccount } from './accounts-helpers';
import { connectHub, listenLiveApp, until } from './helpers/live';

type Live = Awaited<ReturnType<typeof listenLiveApp>>;

/** A status update for a booking of `customerId`, as the simulator would publish it. */
function updateFor(customerId: number, jobPartId: number): LiveUpdate {
  return {
    kind: 'statusUpdate',
    jobPartId,
    ownerCustomerId: customerId,
    ownerBookerId: null,
    payload: { SignalrType: 'statusUpdate', JobPartId: jobPartId, Status: 'Driver assigned', DriverName: 'D' },
  };
}

/** Signs in again (a second session of the same account) and returns its bearer token. */
async function signInAgain(live: Live, account: TestAccount): Promise<string> {
  const response = await live.app.inject({
    method: 'POST',
    url: '/api/signIn',
    payload: { email: account.email, passwordhash: account.password },
  });
  const body = response.json() as { Code: number; Token: string };
  expect(body.Code).toBe(1);
  return body.Token;
}

/**
 * The live hub ends a connection when the session it was opened with ends: sign-out, a password change
 * elsewhere, the sign-out of all sessions a password reset makes. The socket closes within seconds and
 * receives no update afterwards.
 */
describe('live hub and revoked sessions', () => {
  const bus = new InProcessBus();
  // Instances a and b share the database and hear its change notices; c does not and relies on its timer.
  let a: Live;
  let b: Live;
  let c: Live;

  beforeAll(async () => {
    const { handle } = await getTestDb();
    // A check timer far longer than the tests: only the change notice can close the socket in time.
    const noTimer = { services: { live: { hub: { revalidateMs: 600_000 } } }, changes: handle };
    a = await listenLiveApp(bus, noTimer);
    b = await listenLiveApp(bus, noTimer);
    c = await listenLiveApp(bus, { services: { live: { hub: { revalidateMs: 200 } } } });
  });

  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close(), c.app.close()]);
  });

  /** Connects to `live` with the account's token, checks delivery, and returns the client. */
  async function follow(live: Live, account: TestAccount, token: string) {
    const client = await connectHub(live.base, `userName=ip_fp_${account.id}`, { accessToken: token });
    await bus.publish(updateFor(account.id, 900_001));
    await until(() => client.received.length > 0, 'the first update');
    return client;
  }

  /** Waits for the server to close the client, then checks that nothing more reaches it. */
  async function expectCut(client: Awaited<ReturnType<typeof follow>>, account: TestAccount) {
    await until(() => client.closed() !== null, 'the server to close the socket', 3000);
    expect(client.closed()).toMatch(/session has ended/);
    const before = client.received.length;
    await bus.publish(updateFor(account.id, 900_002));
    await new Promise((r) => setTimeout(r, 100));
    expect(client.received.length).toBe(before);
  }

  it('closes the socket within seconds of sign-out, on the instance that signed out', async () => {
    const account = await signUp(a.app);
    const client = await follow(a, account, account.token);
    const out = await a.app.inject({ method: 'POST', url: '/api/signOut', headers: auth(account) });
    expect(out.json()).toMatchObject({ Code: 1 });
    await expectCut(client, account);
  });

  it('closes the socket on another instance sharing the database when the session is ended on one', async () => {
    const account = await signUp(a.app);
    const client = await follow(b, account, account.token);
    await a.app.inject({ method: 'POST', url: '/api/signOut', headers: auth(account) });
    await expectCut(client, account);
  });

  it('closes the sockets of the other sessions when the password is changed elsewhere', async () => {
    const account = await signUp(a.app);
    const other = await signInAgain(a, account);
    const client = await follow(b, account, other);
    const kept = await follow(b, account, account.token);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: auth(account),
      payload: { custid: account.id, oldpasswordhash: account.password, passwordhash: 'another-secret-42' },
    });
    expect(changed.json()).toMatchObject({ Code: 1 });
    await expectCut(client, account);
    // The session that made the change stays signed in, and so does its socket.
    expect(kept.closed()).toBeNull();
    await kept.stop();
  });

  it('closes the socket at the next periodic check when no change notice arrives', async () => {
    const account = await signUp(c.app);
    const client = await follow(c, account, account.token);
    // Ended straight in the database, as an operator or another service would.
    const { handle } = await getTestDb();
    await handle.db.delete(sessions).where(eq(sessions.customerId, account.id));
    await expectCut(client, account);
  });
});
