import { type HubConnection, HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { InProcessBus, type LiveBus, type LiveUpdate, RedisBus } from '../src/hub/bus';
import { type HubAuthoriser, NotificationHub, parseUserName } from '../src/hub/hub';
import { RECORD_SEPARATOR } from '../src/hub/protocol';
import { hasRedisServer, startRedis, useCleanups } from './helpers/live';

/** A test authoriser: a userName ending in a profile id grants that customer; code "T-7" grants job part 7. */
const authorise: HubAuthoriser = async (_request, identity) => {
  if (identity.trackingCode === 'T-7') return { customerId: null, bookerId: null, jobPartIds: new Set([7]) };
  if (identity.trackingCode) return null;
  if (identity.subjectId === null) return null;
  return { customerId: identity.subjectId, bookerId: null, jobPartIds: new Set() };
};

const apps: FastifyInstance[] = [];
const clients: HubConnection[] = [];

async function startHub(bus: LiveBus, options = {}) {
  const app = Fastify();
  const hub = new NotificationHub(bus, authorise, options);
  await hub.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, hub, base: `http://127.0.0.1:${address.port}` };
}

function update(
  jobPartId: number,
  ownerCustomerId: number | null,
  kind: LiveUpdate['kind'] = 'statusUpdate',
): LiveUpdate {
  return {
    kind,
    jobPartId,
    ownerCustomerId,
    ownerBookerId: null,
    payload:
      kind === 'statusUpdate'
        ? { SignalrType: kind, JobPartId: jobPartId, Status: 'Driver assigned' }
        : { SignalrType: kind, JobPartId: jobPartId, CurrentLat: 51.5, CurrentLng: -0.1 },
  };
}

async function connect(url: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { WebSocket } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None)
    .build();
  const received: [string, unknown][] = [];
  connection.on('OnNewData', (kind: string, json: string) => received.push([kind, JSON.parse(json)]));
  clients.push(connection);
  await connection.start();
  return { connection, received };
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(apps.splice(0).map((a) => a.close()));
});

describe('parseUserName', () => {
  it('reads the profile or job part id at the end', () => {
    expect(parseUserName('203.0.113.9_3f9a1c_42')).toBe(42);
    expect(parseUserName('::1|abc|1234')).toBe(1234);
    expect(parseUserName('203.0.113.9_3f9a1c_')).toBeNull();
    expect(parseUserName('justtext')).toBeNull();
  });
});

describe('notification hub with the real @microsoft/signalr client', () => {
  it('delivers OnNewData status and location updates to the owner only', async () => {
    const bus = new InProcessBus();
    const { base } = await startHub(bus);
    const owner = await connect(`${base}/hubs/notification?userName=127.0.0.1_fp1_42`);
    const other = await connect(`${base}/hubs/notification?userName=127.0.0.1_fp2_43`);
    const guest = await connect(`${base}/hubs/notification?userName=127.0.0.1_fp3_7&code=T-7`);

    await bus.publish(update(100, 42));
    await bus.publish(update(100, 42, 'locationUpdate'));
    await bus.publish(update(7, 99));
    await until(() => owner.received.length === 2 && guest.received.length === 1);
    expect(owner.received).toEqual([
      ['statusUpdate', { SignalrType: 'statusUpdate', JobPartId: 100, Status: 'Driver assigned' }],
      ['locationUpdate', { SignalrType: 'locationUpdate', JobPartId: 100, CurrentLat: 51.5, CurrentLng: -0.1 }],
    ]);
    expect(guest.received).toEqual([['statusUpdate', expect.objectContaining({ JobPartId: 7 })]]);
    await new Promise((r) => setTimeout(r, 100));
    expect(other.received).toEqual([]);
  });

  it('refuses a connection without credentials', async () => {
    const { base } = await startHub(new InProcessBus());
    await expect(connect(`${base}/hubs/notification?userName=127.0.0.1_fp`)).rejects.toThrow(/401/);
    await expect(connect(`${base}/hubs/notification?userName=x_1&code=wrong`)).rejects.toThrow(/401/);
  });

  it('tells connected clients it is closing with a close message', async () => {
    const { app } = await startHub(new InProcessBus());
    const address = app.server.address() as { port: number };
    const client = await connect(`http://127.0.0.1:${address.port}/hubs/notification?userName=a_5`);
    const closed = new Promise<Error | undefined>((resolve) => client.connection.onclose(resolve));
    await app.close();
    apps.length = 0;
    await expect(closed).resolves.toBeUndefined();
  });

  it('re-associates a reconnected client with its user', async () => {
    const bus = new InProcessBus();
    const { base } = await startHub(bus);
    const first = await connect(`${base}/hubs/notification?userName=ip_fp_42`);
    const firstId = first.connection.connectionId;
    await first.connection.stop();
    const second = await connect(`${base}/hubs/notification?userName=ip_fp_42`);
    expect(second.connection.connectionId).not.toBe(firstId);
    await bus.publish(update(300, 42));
    await until(() => second.received.length === 1);
    expect(first.received).toEqual([]);
  });
});

describe('automatic reconnect of the real client', () => {
  it('re-associates the user after the connection is drained, so updates keep coming', async () => {
    const bus = new InProcessBus();
    const { base, hub } = await startHub(bus);
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification?userName=ip_fp_42`, {
        WebSocket,
      } as IHttpConnectionOptions)
      .withAutomaticReconnect([0, 100, 200])
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    const received: string[] = [];
    connection.on('OnNewData', (_kind: string, json: string) => received.push(JSON.parse(json).JobPartId));
    const reconnected = new Promise<string | undefined>((resolve) => connection.onreconnected(resolve));
    await connection.start();
    const firstId = connection.connectionId;
    // Drain the instance (as before a deployment): the client is told to reconnect and does.
    expect(hub.drain()).toBe(1);
    const newId = await reconnected;
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(firstId);
    await until(() => hub.connectionCount === 1);
    await bus.publish(update(77, 42));
    await until(() => received.length === 1);
    expect(received).toEqual([77]);
  });
});

describe('notification hub protocol by hand', () => {
  async function negotiate(base: string, query: string) {
    const response = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1&${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '',
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  function open(base: string, token: string) {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/notification?id=${encodeURIComponent(token)}`);
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(data.toString()));
    return {
      ws,
      frames,
      opened: new Promise<void>((resolve, reject) => {
        ws.on('open', resolve);
        ws.on('error', reject);
      }),
    };
  }

  it('answers negotiate v1 with a connection id, a token and WebSockets', async () => {
    const { base } = await startHub(new InProcessBus());
    const { status, body } = await negotiate(base, 'userName=ip_fp_42');
    expect(status).toBe(200);
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('does the handshake, reads several records per frame, pings and honours close', async () => {
    const bus = new InProcessBus();
    const { base } = await startHub(bus, { keepAliveMs: 150, clientTimeoutMs: 5000 });
    const { body } = await negotiate(base, 'userName=ip_fp_42');
    const client = open(base, String(body.connectionToken));
    await client.opened;
    // Handshake and a ping in one frame.
    client.ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}{"type":6}${RECORD_SEPARATOR}`);
    await until(() => client.frames.length >= 1);
    expect(client.frames[0]).toBe(`{}${RECORD_SEPARATOR}`);
    await until(() => client.frames.some((f) => f === `{"type":6}${RECORD_SEPARATOR}`));
    await bus.publish(update(1, 42));
    await until(() => client.frames.some((f) => f.includes('OnNewData')));
    const invocation = client.frames.find((f) => f.includes('OnNewData'))!;
    expect(invocation.endsWith(RECORD_SEPARATOR)).toBe(true);
    expect(JSON.parse(invocation.slice(0, -1))).toEqual({
      type: 1,
      target: 'OnNewData',
      arguments: ['statusUpdate', JSON.stringify(update(1, 42).payload)],
    });
    // An invocation of an unknown method gets an error completion.
    client.ws.send(`{"type":1,"invocationId":"9","target":"Nope","arguments":[]}${RECORD_SEPARATOR}`);
    await until(() => client.frames.some((f) => f.includes('"type":3')));
    const closed = new Promise<number>((resolve) => client.ws.on('close', resolve));
    client.ws.send(`{"type":7}${RECORD_SEPARATOR}`);
    expect(await closed).toBe(1000);
  });

  it('rejects an unknown protocol in the handshake and an unknown or reused connection token', async () => {
    const { base } = await startHub(new InProcessBus());
    const { body } = await negotiate(base, 'userName=ip_fp_42');
    const client = open(base, String(body.connectionToken));
    await client.opened;
    const closed = new Promise<void>((resolve) => client.ws.on('close', () => resolve()));
    client.ws.send(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`);
    await closed;
    expect(JSON.parse(client.frames[0]!.slice(0, -1))).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    // The token was spent on the first WebSocket.
    await expect(open(base, String(body.connectionToken)).opened).rejects.toThrow(/404/);
    await expect(open(base, 'made-up').opened).rejects.toThrow(/404/);
  });

  it('drops a client that stays silent past the server timeout', async () => {
    const { base, hub } = await startHub(new InProcessBus(), { keepAliveMs: 60, clientTimeoutMs: 200 });
    const { body } = await negotiate(base, 'userName=ip_fp_42');
    const client = open(base, String(body.connectionToken));
    await client.opened;
    client.ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    await until(() => hub.connectionCount === 1);
    const closed = new Promise<void>((resolve) => client.ws.on('close', () => resolve()));
    await closed;
    expect(client.frames.some((f) => f.includes('"type":7'))).toBe(true);
    expect(hub.connectionCount).toBe(0);
  });
});

// --- Redis fan-out across two instances -------------------------------------------------------------

const stopRedis = useCleanups();

describe.skipIf(!hasRedisServer)('fan-out through Redis', () => {
  it('delivers an update published on one instance to a client connected to another', async () => {
    const redis = await startRedis();
    stopRedis(() => redis.stop());
    const { url } = redis;
    const busA = new RedisBus(url);
    const busB = new RedisBus(url);
    await Promise.all([busA.whenReady(), busB.whenReady()]);
    const instanceA = await startHub(busA);
    const instanceB = await startHub(busB);
    const onA = await connect(`${instanceA.base}/hubs/notification?userName=ip_fp_42`);
    const onB = await connect(`${instanceB.base}/hubs/notification?userName=ip_fp_42`);
    const stranger = await connect(`${instanceB.base}/hubs/notification?userName=ip_fp_77`);
    await busA.publish(update(500, 42, 'locationUpdate'));
    await until(() => onA.received.length === 1 && onB.received.length === 1);
    expect(onB.received[0]?.[0]).toBe('locationUpdate');
    expect(stranger.received).toEqual([]);
    await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
    await Promise.allSettled(apps.splice(0).map((a) => a.close()));
    await Promise.all([busA.close(), busB.close()]);
  });
});
