import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { HubConnectionBuilder, HubConnectionState, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ConnectionLimits, connectionLimitsFromEnv } from '../src/http/connection-limits';
import { InProcessBus } from '../src/hub/bus';
import { buildTestApp } from './app';
import { listenLiveApp, testSession, until } from './helpers/live';

/** Small limits, so a test sees slow clients cut within a couple of seconds. */
const small: ConnectionLimits = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 500,
  idleTimeoutMs: 1000,
  keepAliveTimeoutMs: 1000,
  maxRequestsPerSocket: 100,
  maxConnections: 500,
  maxConnectionsPerAddress: 30,
};

const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.allSettled(apps.map((app) => app.close()));
});

async function listen(limits: ConnectionLimits) {
  const app = await buildTestApp({ connectionLimits: limits });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** A client that sends its headers and then its body a byte at a time, from a loopback address of its own. */
function slowClient(port: number, opened: number) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
  sockets.push(socket);
  const state = { closedAfterMs: -1, answer: '' };
  socket.on('error', () => {});
  socket.on('data', (chunk) => {
    state.answer += String(chunk);
  });
  socket.on('close', () => {
    state.closedAfterMs = Date.now() - opened;
  });
  socket.write(
    'POST /api/quotation HTTP/1.1\r\nHost: cabkit\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
  );
  const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write(' ')), 100);
  socket.on('close', () => clearInterval(drip));
  return state;
}

/** One ordinary request from 127.0.0.1: its status and how long it took (0 status: no answer within 3 s). */
function ordinaryRequest(port: number) {
  const started = Date.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/configuration', agent: false, timeout: 3000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
    req.end();
  });
}

describe('request timeouts and connection caps', () => {
  it('cuts slow-body clients (over the per-address cap at once, the rest at the request timeout) and serves others', async () => {
    const port = await listen(small);
    const opened = Date.now();
    const slow = Array.from({ length: 60 }, () => slowClient(port, opened));

    // While the slow clients hold their connections, ordinary requests are answered, and quickly.
    await new Promise((resolve) => setTimeout(resolve, 200));
    let served = 0;
    while (Date.now() - opened < 900) {
      const { status, ms } = await ordinaryRequest(port);
      expect(status).toBe(200);
      expect(ms).toBeLessThan(1000);
      served++;
    }
    expect(served).toBeGreaterThan(0);

    await until(() => slow.every((s) => s.closedAfterMs >= 0), 'every slow client to be cut', 5000);
    const cutAtOnce = slow.filter((s) => s.closedAfterMs < 500 && s.answer === '');
    const timedOut = slow.filter((s) => s.answer.startsWith('HTTP/1.1 408'));
    expect(cutAtOnce).toHaveLength(60 - small.maxConnectionsPerAddress);
    expect(timedOut).toHaveLength(small.maxConnectionsPerAddress);
    for (const s of timedOut) expect(s.closedAfterMs).toBeLessThan(small.requestTimeoutMs + 1500);
    expect((await ordinaryRequest(port)).status).toBe(200);
  }, 30_000);

  it('cuts a client whose headers never finish at the headers timeout', async () => {
    const port = await listen({ ...small, maxConnectionsPerAddress: 0 });
    const opened = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    sockets.push(socket);
    socket.on('error', () => {});
    let closedAfterMs = -1;
    socket.on('close', () => {
      closedAfterMs = Date.now() - opened;
    });
    socket.write('GET /api/configuration HTTP/1.1\r\nHost: cabkit\r\n');
    const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write('X-Slow: a\r\n')), 100);
    await until(() => closedAfterMs >= 0, 'the slow-header client to be cut', 4000);
    clearInterval(drip);
    expect(closedAfterMs).toBeLessThan(small.headersTimeoutMs + 1000);
  }, 10_000);

  it('leaves a live hub WebSocket open well past the request and idle timeouts', async () => {
    const bus = new InProcessBus();
    const { app, base } = await listenLiveApp(bus, { resolveSession: testSession, connectionLimits: small });
    apps.push(app);
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hubs/notification?userName=127.0.0.1_cl_42`, {
        WebSocket,
        headers: { authorization: 'Test c42' },
      } as IHttpConnectionOptions)
      .configureLogging(LogLevel.None)
      .build();
    const received: string[] = [];
    connection.on('OnNewData', (kind: string) => received.push(kind));
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, small.requestTimeoutMs + small.idleTimeoutMs + 1000));
      expect(closed).toBe(false);
      expect(connection.state).toBe(HubConnectionState.Connected);
      await bus.publish({
        kind: 'statusUpdate',
        jobPartId: 5,
        ownerCustomerId: 42,
        ownerBookerId: null,
        payload: { SignalrType: 'statusUpdate', JobPartId: 5, Status: 'Driver assigned' },
      });
      await until(() => received.length === 1, 'the update over the long-lived hub socket');
    } finally {
      await connection.stop();
      await bus.close();
    }
  }, 15_000);

  it('reads the limits from the environment, with defaults, and refuses a value that is not a count', () => {
    expect(connectionLimitsFromEnv({}, false)).toMatchObject({
      requestTimeoutMs: 30_000,
      maxConnectionsPerAddress: 200,
    });
    // Behind proxies every connection comes from a proxy: no per-address cap unless one is set.
    expect(connectionLimitsFromEnv({}, true).maxConnectionsPerAddress).toBe(0);
    expect(
      connectionLimitsFromEnv({ REQUEST_TIMEOUT_MS: '5000', MAX_CONNECTIONS_PER_ADDRESS: '7' }, true),
    ).toMatchObject({ requestTimeoutMs: 5000, maxConnectionsPerAddress: 7 });
    expect(() => connectionLimitsFromEnv({ MAX_CONNECTIONS: '-1' }, false)).toThrow(/MAX_CONNECTIONS must be/);
    expect(() => connectionLimitsFromEnv({ IDLE_TIMEOUT_MS: 'soon' }, false)).toThrow(/IDLE_TIMEOUT_MS must be/);
  });
});
