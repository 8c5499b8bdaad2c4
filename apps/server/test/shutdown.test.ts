import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { RECORD_SEPARATOR } from '../src/hub/protocol';
import { useRealServers } from './helpers/real-server';

const servers = useRealServers('shutdown');

/** A PGlite data folder holding the seeded test database when the suite made one (else empty: the server seeds). */
const dataFolder = () => servers.folder(true);

/** Starts the real server (src/main.ts) on `dataDir`; resolves its base URL once its banner shows. */
async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const server = servers.start(dataDir, { LOG_LEVEL: 'info', ...env });
  return { ...server, base: await server.running };
}

/** Sends a request's headers and the first half of its body, and holds the rest: a request in flight. */
function halfSentRequest(base: string, path: string, body: string) {
  const { port } = new URL(base);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => {
    response += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  // The rest is written without ending our side: a half-closed socket would make Node drop the request.
  return { finish: () => socket.write(body.slice(half)), ended };
}

/** Signs the demo customer in and opens a hub connection (handshake done); resolves the socket and its frames. */
async function openHub(base: string) {
  const signIn = await fetch(`${base}/api/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@cabkit.example', passwordhash: 'demo1234' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const negotiate = await fetch(`${base}/notificationhub/negotiate?negotiateVersion=1&userName=ip_fp_1`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(negotiate.status).toBe(200);
  const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
  const ws = new WebSocket(`${base.replace('http', 'ws')}/notificationhub?id=${connectionToken}`);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(String(data)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
  const start = Date.now();
  while (!frames.includes(`{}${RECORD_SEPARATOR}`)) {
    if (Date.now() - start > 10_000) throw new Error(`no handshake answer: ${frames.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { frames, closed };
}

describe('graceful shutdown of the real server', () => {
  it('on SIGTERM finishes a request in flight, closes hub sockets with the SignalR close message, frees the folder and exits 0', async () => {
    const dir = dataFolder();
    const server = await startServer(dir);
    const hub = await openHub(server.base);
    const slow = halfSentRequest(
      server.base,
      '/api/signIn',
      JSON.stringify({ email: 'customer@cabkit.example', passwordhash: 'demo1234' }),
    );
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    // The hub client is told to go (and may reconnect elsewhere) while the request is still half sent.
    expect(await hub.closed).toBe(1001);
    expect(hub.frames.at(-1)).toBe(`{"type":7,"allowReconnect":true}${RECORD_SEPARATOR}`);
    // No new connection is accepted any more.
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    const response = await slow.ended;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"Code":1');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toContain('shut down');
  }, 90_000);

  it('cuts a request still in flight after SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const server = await startServer(dataFolder(), { SHUTDOWN_TIMEOUT_MS: '500' });
    const stuck = halfSentRequest(
      server.base,
      '/api/signIn',
      JSON.stringify({ email: 'a@b.example', passwordhash: 'x' }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(8_000);
    expect(await stuck.ended).toBe('');
    expect(server.output()).toContain('requests still in flight after the drain timeout were cut');
  }, 90_000);
});
