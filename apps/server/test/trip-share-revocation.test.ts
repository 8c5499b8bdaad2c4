import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripShares } from '../src/db/schema-live';
import { InProcessBus } from '../src/hub/bus';
import { afterResponseSettled } from '../src/routes/accounts-shared';
import { auth, json, lastMailTo, signUp, type TestAccount } from './accounts-helpers';
import { getTestDb } from './db';
import { insertDueBooking } from './helpers/fixtures';
import { connectHub, listenLiveApp, until } from './helpers/live';

let live: Awaited<ReturnType<typeof listenLiveApp>>;
const bus = new InProcessBus();
const FOURTH_REFUSED = 'This trip is already shared with 3 links. Stop sharing one to make another.';

beforeAll(async () => {
  const { handle } = await getTestDb();
  // Real sessions, and a check timer longer than the tests: only the change notice closes sockets in time.
  live = await listenLiveApp(bus, {
    strict: true,
    changes: handle,
    services: { live: { hub: { revalidateMs: 600_000 } } },
  });
});

afterAll(async () => {
  await live.app.close();
});

const share = (jobpartid: number, account: TestAccount | null) =>
  live.app.inject({ method: 'POST', url: '/api/sharetrip', headers: auth(account), payload: { jobpartid } });
const list = (jobpartid: number, account: TestAccount | null) =>
  live.app.inject({ method: 'GET', url: `/api/tripshares?jobpartid=${jobpartid}`, headers: auth(account) });
const stop = (id: number, account: TestAccount | null) =>
  live.app.inject({ method: 'POST', url: '/api/stoptripshare', headers: auth(account), payload: { id } });
const opens = async (token: string) =>
  (await live.app.inject({ method: 'GET', url: `/api/trackvehicle?share=${token}` })).statusCode === 200;

/** A signed-up customer with a due booking of their own. */
async function ownerWithTrip() {
  const owner = await signUp(live.app);
  const { part } = await insertDueBooking({ customerId: owner.id });
  return { owner, leg: part.id };
}

/** An owner's due trip with one link shared to it: the owner, the leg and the link's token. */
async function sharedTrip() {
  const { owner, leg } = await ownerWithTrip();
  const token = json(await share(leg, owner)).Token as string;
  return { owner, leg, token };
}

/** A stranger following the shared link on the hub; `updates()` counts what reached them. */
async function viewer(token: string, leg: number) {
  const client = await connectHub(live.base, `userName=ip_fp_${leg}&share=${token}`);
  const update = () =>
    bus.publish({
      kind: 'locationUpdate',
      jobPartId: leg,
      ownerCustomerId: null,
      ownerBookerId: null,
      payload: { SignalrType: 'locationUpdate', JobPartId: leg, CurrentLat: 51.5, CurrentLng: -0.1 },
    });
  await update();
  await until(() => client.received.length > 0, 'the first update');
  return {
    ...client,
    /** Waits until the server closed the socket, then checks an update no longer reaches it. */
    async expectCut() {
      await until(() => client.closed() !== null, 'the hub to close the viewer', 3000);
      expect(client.closed()).toMatch(/link has been stopped/);
      const before = client.received.length;
      await update();
      await new Promise((r) => setTimeout(r, 100));
      expect(client.received.length).toBe(before);
    },
  };
}

describe('shared links: a few per leg, each stoppable', () => {
  it('refuses a 4th live link on one leg with Code 2 and says why; stopping one makes room', async () => {
    const { owner, leg } = await ownerWithTrip();
    for (let i = 0; i < 3; i++) expect(json(await share(leg, owner)).Code).toBe(1);
    const fourth = await share(leg, owner);
    expect(fourth.statusCode).toBe(409);
    expect(json(fourth)).toEqual({ Code: 2, Message: FOURTH_REFUSED });
    const listed = (await list(leg, owner)).json() as { Code: number; Shares: { Id: number; CreatedAt: string }[] };
    expect(listed.Code).toBe(1);
    expect(listed.Shares).toHaveLength(3);
    expect(json(await stop(listed.Shares[0]?.Id ?? 0, owner))).toEqual({
      Code: 1,
      Message: 'The link has stopped working.',
    });
    expect(json(await list(leg, owner)).Shares).toHaveLength(2);
    expect(json(await share(leg, owner)).Code).toBe(1);
  });

  it('never makes a 4th when many requests arrive at once', async () => {
    const { owner, leg } = await ownerWithTrip();
    const answers = await Promise.all(Array.from({ length: 6 }, () => share(leg, owner)));
    expect(answers.filter((a) => json(a).Code === 1)).toHaveLength(3);
    expect(answers.filter((a) => json(a).Message === FOURTH_REFUSED)).toHaveLength(3);
    const { handle } = await getTestDb();
    expect(await handle.db.select().from(tripShares).where(eq(tripShares.jobPartId, leg))).toHaveLength(3);
  });

  it("lists and stops links for the booking's owner only", async () => {
    const { owner, leg } = await ownerWithTrip();
    const stranger = await signUp(live.app);
    expect(json(await share(leg, owner)).Code).toBe(1);
    const [first] = json(await list(leg, owner)).Shares as { Id: number }[];
    expect((await list(leg, null)).statusCode).toBe(401);
    expect((await list(leg, stranger)).statusCode).toBe(404);
    expect((await stop(first?.Id ?? 0, null)).statusCode).toBe(401);
    const refused = await stop(first?.Id ?? 0, stranger);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toEqual(json(await stop(999_999_999, stranger)));
    expect(json(await list(leg, owner)).Shares).toHaveLength(1);
  });

  it('a stopped link opens nothing and its viewers are cut from the hub at once', async () => {
    const { owner, leg, token } = await sharedTrip();
    const kept = json(await share(leg, owner)).Token as string;
    const watching = await viewer(token, leg);
    const other = await viewer(kept, leg);
    const stopped = (json(await list(leg, owner)).Shares as { Id: number }[])[0]?.Id ?? 0;
    expect(json(await stop(stopped, owner)).Code).toBe(1);
    await watching.expectCut();
    expect(await opens(token)).toBe(false);
    // The other link of the same leg goes on working.
    expect(other.closed()).toBeNull();
    expect(await opens(kept)).toBe(true);
    await other.stop();
  });

  it('a password change stops every link its maker made, and cuts their viewers', async () => {
    const { owner, leg, token } = await sharedTrip();
    const watching = await viewer(token, leg);
    const changed = await live.app.inject({
      method: 'PUT',
      url: '/api/changepassword',
      headers: auth(owner),
      payload: { custid: owner.id, oldpasswordhash: owner.password, passwordhash: 'changed-secret-42' },
    });
    expect(json(changed).Code).toBe(1);
    await watching.expectCut();
    expect(await opens(token)).toBe(false);
    expect(json(await list(leg, owner)).Shares).toEqual([]);
  });

  it('a password reset, which signs the owner out everywhere, stops them too', async () => {
    const { owner, token } = await sharedTrip();
    await live.app.inject({ method: 'POST', url: '/api/resetpassword', payload: { email: owner.email } });
    await afterResponseSettled();
    const mail = await lastMailTo(owner.email);
    const link = /\/resetpassword\/(\d+)\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '');
    const saved = await live.app.inject({
      method: 'PUT',
      url: '/api/savepassword',
      payload: { id: Number(link?.[1]), code: link?.[2], passwordhash: 'reset-secret-42' },
    });
    expect(json(saved).Code).toBe(1);
    expect(await opens(token)).toBe(false);
  });

  it('a plain sign-out of one session leaves the links working', async () => {
    const { owner, token } = await sharedTrip();
    await live.app.inject({ method: 'POST', url: '/api/signOut', headers: auth(owner) });
    expect(await opens(token)).toBe(true);
  });

  it('signing out everywhere ends every session of the account and every link it shared', async () => {
    const { owner, leg, token } = await sharedTrip();
    const watching = await viewer(token, leg);
    const signIn = await live.app.inject({
      method: 'POST',
      url: '/api/signIn',
      payload: { email: owner.email, passwordhash: owner.password },
    });
    const otherDevice = { ...owner, token: json(signIn).Token as string };
    const everywhere = await live.app.inject({ method: 'POST', url: '/api/signOutEverywhere', headers: auth(owner) });
    expect(json(everywhere)).toEqual({ Code: 1, Message: 'You are now signed out on every device.' });
    await watching.expectCut();
    expect(await opens(token)).toBe(false);
    for (const device of [owner, otherDevice]) {
      const profile = await live.app.inject({
        method: 'GET',
        url: '/api/tripshares?jobpartid=' + leg,
        headers: auth(device),
      });
      expect(profile.statusCode).toBe(401);
    }
    // Only for a signed-in account.
    expect((await live.app.inject({ method: 'POST', url: '/api/signOutEverywhere' })).statusCode).toBe(401);
  });
});
