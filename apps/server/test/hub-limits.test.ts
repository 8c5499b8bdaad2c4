import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/hub/bus';
import { insertDueBooking } from './helpers/fixtures';
import { connectHub, listenLiveApp, negotiateHub, sendOversizedFrame, testSession } from './helpers/live';

/** Resolves once the async `check` holds, polling; fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Live = Awaited<ReturnType<typeof listenLiveApp>>;
const MiB = 1024 * 1024;

/** What a client may hold of the hub: frames refused before they are buffered, sockets capped per credential. */
describe('live hub limits', () => {
  let live: Live;
  let small: Live;
  const clients: { stop: () => Promise<void> }[] = [];

  beforeAll(async () => {
    live = await listenLiveApp(new InProcessBus(), { resolveSession: testSession });
    // Every test here comes from 127.0.0.1, so the address cap is above the others.
    const limits = { maxSocketsPerCode: 2, maxSocketsPerSession: 3, maxSocketsPerAddress: 5 };
    small = await listenLiveApp(new InProcessBus(), {
      resolveSession: testSession,
      services: { live: { hub: { limits } } },
    });
  });

  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.stop()));
    await Promise.all([live.app.close(), small.app.close()]);
  });

  it('closes a socket sending an oversized frame with 1009 before buffering it (3 x 48 MiB)', async () => {
    const tokens: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const negotiated = await negotiateHub(live.base, `userName=ip_fp_${i}`, { authorization: `Test c${i}` });
      expect(negotiated.status).toBe(200);
      tokens.push(negotiated.token);
    }
    const before = process.memoryUsage().rss;
    const codes = await Promise.all(tokens.map((token) => sendOversizedFrame(live.base, token, 48 * MiB)));
    const grown = process.memoryUsage().rss - before;
    expect(codes).toEqual([1009, 1009, 1009]);
    // Buffered, the three frames took about 390 MiB; refused from their headers, next to nothing.
    expect(grown).toBeLessThan(48 * MiB);
  }, 30_000);

  it('refuses a negotiate body over 4 KiB with 413', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      const response = await fetch(`${live.base}/hubs/notification/negotiate?negotiateVersion=1&userName=a_1`, {
        method: 'POST',
        headers: { authorization: 'Test c1', ...headers },
        body: 'x'.repeat(MiB),
      });
      expect(response.status).toBe(413);
    }
  });

  it('refuses the socket after the cap for one booking code', async () => {
    const { booking } = await insertDueBooking();
    const query = `userName=ip_fp_0&code=${encodeURIComponent(booking.trackingCode)}`;
    for (let i = 0; i < 2; i++) clients.push(await connectHub(small.base, query));
    const refused = await negotiateHub(small.base, query);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      Code: 2,
      Message: 'Too many live connections are following this booking. Close one and try again.',
    });
    await expect(connectHub(small.base, query)).rejects.toThrow(/429/);
  });

  it('refuses the socket after the cap for one session', async () => {
    const auth = { authorization: 'Test c4242' };
    for (let i = 0; i < 3; i++) clients.push(await connectHub(small.base, 'userName=ip_fp_4242', auth));
    const refused = await negotiateHub(small.base, 'userName=ip_fp_4242', auth);
    expect(refused.status).toBe(429);
    expect(refused.body.Message).toBe('Too many live connections are open for this sign-in. Close one and try again.');
  });

  it('refuses the socket after the cap for one address, and counts negotiated tokens too', async () => {
    // 5 sockets are open from this address by now (2 by code, 3 by session): another session is refused.
    const refused = await negotiateHub(small.base, 'userName=ip_fp_77', { authorization: 'Test c77' });
    expect(refused.status).toBe(429);
    expect(refused.body.Message).toBe('Too many live connections come from this address. Close one and try again.');
    await Promise.all(clients.splice(0).map((c) => c.stop()));
    // The server forgets a socket when its close arrives, a moment after the client's stop resolves.
    await until(
      async () => (await negotiateHub(small.base, 'userName=a_1', { authorization: 'Test c99' })).status === 200,
    );
    // Tokens negotiated but not yet upgraded hold their place as well (this one and four more fill the five).
    for (let i = 0; i < 4; i++) {
      expect(
        (await negotiateHub(small.base, `userName=ip_fp_${i}`, { authorization: `Test c${100 + i}` })).status,
      ).toBe(200);
    }
    expect((await negotiateHub(small.base, 'userName=ip_fp_9', { authorization: 'Test c109' })).status).toBe(429);
  });
});
