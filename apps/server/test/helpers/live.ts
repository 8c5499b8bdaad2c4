import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect as netConnect } from 'node:net';
import { HubConnectionBuilder, type IHttpConnectionOptions, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { Session } from '../../src/http/session';
import { type LiveBus, RedisBus } from '../../src/hub/bus';
import { getTestDb } from '../db';

/** Whether this machine can start a throwaway redis-server (tests needing one skip otherwise). */
export const hasRedisServer = spawnSync('which', ['redis-server']).status === 0;

/** Runs the registered clean-ups, last first, after the file's tests; returns the function registering one. */
export function useCleanups(): (cleanup: () => Promise<unknown> | unknown) => void {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => void cleanups.push(cleanup);
}

/** Test sessions: `authorization: Test c42` is customer 42, `Test b7` booker 7. */
export function testSession(request: { headers: { authorization?: string } }): Session | null {
  const match = /^Test ([cb])(\d+)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  return match[1] === 'c'
    ? { customerId: Number(match[2]), bookerId: null }
    : { customerId: null, bookerId: Number(match[2]) };
}

/** Resolves once `check` holds, polling; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what = 'the condition', ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b) => {
      out += String(b);
      if (/Ready to accept connections/i.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

/** A throwaway redis-server on a free port, ready when this resolves; `stop` kills it, `start` brings it back. */
export async function startRedis() {
  const port = await freePort();
  let child = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async start(): Promise<void> {
      child = await spawnRedis(port);
    },
  };
}

/**
 * The app on the worker's database with the live hub on `bus` (no simulator of its own: tests tick one),
 * listening on a free local port, so real SignalR clients can connect to `base`.
 */
export async function listenLiveApp(bus: LiveBus, options: Partial<BuildAppOptions> = {}) {
  const { handle, tenant } = await getTestDb();
  const app: FastifyInstance = await buildApp({
    db: handle.db,
    tenant,
    ...options,
    // Live settings the caller gives (hub timings) apply, but always on `bus` and without a simulator timer.
    services: { ...options.services, live: { ...(options.services?.live as object), bus, simulator: false } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** One server instance of several sharing Redis at `redisUrl` (test sessions); `close` stops app and bus. */
async function startRedisInstance(redisUrl: string) {
  const bus = new RedisBus(redisUrl);
  await bus.whenReady();
  const { app, base } = await listenLiveApp(bus, { resolveSession: testSession });
  return {
    app,
    bus,
    base,
    async close() {
      await app.close();
      await bus.close();
    },
  };
}

/** What a hub client received: the invocation's kind and its parsed JSON. */
export interface Received {
  kind: string;
  data: Record<string, unknown>;
}

/**
 * A real SignalR client on `/hubs/notification?{query}` (an `authorization` header or a bearer `accessToken`),
 * recording each `OnNewData` that `keep` accepts and whether the server closed it (`closed()`, with the close
 * message's error); rejects as the hub does (e.g. 401).
 */
export async function connectHub(
  base: string,
  query: string,
  auth: { authorization?: string; accessToken?: string } = {},
  keep: (update: Received) => boolean = () => true,
) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/notification?${query}`, {
      WebSocket,
      headers: auth.authorization ? { authorization: auth.authorization } : {},
      ...(auth.accessToken ? { accessTokenFactory: () => auth.accessToken } : {}),
    } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None)
    .build();
  const received: Received[] = [];
  connection.on('OnNewData', (kind: string, json: string) => {
    const update = { kind, data: JSON.parse(json) as Record<string, unknown> };
    if (keep(update)) received.push(update);
  });
  let closedWith: string | null = null;
  connection.onclose((error) => {
    closedWith = error?.message ?? '';
  });
  await connection.start();
  return { received, stop: () => connection.stop(), closed: () => closedWith };
}

/**
 * A throwaway Redis and two server instances `a` and `b` sharing it (test sessions), registered with `cleanup`
 * so they are closed after the file's tests.
 */
export async function startRedisPair(cleanup: (cleanup: () => Promise<unknown>) => void) {
  const redis = await startRedis();
  cleanup(() => redis.stop());
  const a = await startRedisInstance(redis.url);
  cleanup(() => a.close());
  const b = await startRedisInstance(redis.url);
  cleanup(() => b.close());
  return { redis, a, b };
}

/** Negotiates a hub connection with `headers` (POST negotiate) and returns its connection token. */
export async function negotiateHub(base: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/hubs/notification/negotiate?negotiateVersion=1&${query}`, {
    method: 'POST',
    headers,
  });
  const body = (await response.json()) as { connectionToken?: string; Code?: number; Message?: string };
  return { status: response.status, token: body.connectionToken ?? '', body };
}

/**
 * Opens the hub's WebSocket for `token` over a bare TCP socket and sends one text frame that says it holds
 * `bytes` bytes, streaming them from one small reused chunk (so this process holds almost none of it).
 * Resolves with the close code the server sent (null when it sent none before closing the connection).
 */
export async function sendOversizedFrame(base: string, token: string, bytes: number): Promise<number | null> {
  const { hostname, port } = new URL(base);
  const socket = netConnect(Number(port), hostname);
  const key = randomBytes(16).toString('base64');
  socket.write(
    `GET /hubs/notification?id=${encodeURIComponent(token)} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let received = Buffer.alloc(0);
  let upgraded = false;
  let closeCode: number | null = null;
  let ended = false;
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      ended = true;
      resolve();
    };
    socket.on('close', finish);
    socket.on('error', finish);
  });
  const upgradedNow = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (!upgraded) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!received.subarray(0, 12).toString().includes('101')) {
          reject(new Error(`no upgrade: ${received.subarray(0, end).toString()}`));
          return;
        }
        upgraded = true;
        received = received.subarray(end + 4);
        resolve();
      }
      // Server frames are unmasked; read them one by one and keep the close frame's code.
      while (received.length >= 2) {
        const opcode = (received[0] ?? 0) & 0x0f;
        let length = (received[1] ?? 0) & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (received.length < 4) return;
          length = received.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (received.length < 10) return;
          length = Number(received.readBigUInt64BE(2));
          offset = 10;
        }
        if (received.length < offset + length) return;
        if (opcode === 0x8 && length >= 2) closeCode = received.readUInt16BE(offset);
        received = received.subarray(offset + length);
      }
    });
    socket.once('close', () => reject(new Error('closed before the upgrade')));
  });
  await upgradedNow;
  // FIN + text, masked, 64-bit length, an all-zero mask key (so the payload goes as is).
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(bytes), 2);
  socket.write(header);
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  for (let sent = 0; sent < bytes && !ended; sent += chunk.length) {
    const part = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
    if (!socket.write(part)) await Promise.race([new Promise((r) => socket.once('drain', r)), done]);
  }
  await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
  socket.destroy();
  return closeCode;
}
