import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake service received. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The raw request body ('' when there was none). */
  body: string;
}

/** What the fake answers next: a JSON body with a status, or 'hang' (never answers, to test time-outs). */
export type FakeReply = { status: number; body: unknown } | 'hang';

/**
 * A stand-in for an outside HTTP service (geocoder, routing engine) on a loopback port, answering recorded JSON.
 * Tests set `reply`, read `asked`, and call `release()` to drop requests left hanging.
 */
export interface FakeHttp {
  /** Base URL with a trailing slash. */
  url: string;
  asked: FakeRequest[];
  reply: FakeReply;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeHttp(reply: FakeReply = { status: 200, body: {} }): Promise<FakeHttp> {
  const hanging = new Set<IncomingMessage>();
  let server: Server | undefined;
  const fake: FakeHttp = {
    url: '',
    asked: [],
    reply,
    release() {
      for (const request of hanging) request.socket.destroy();
      hanging.clear();
    },
    async close() {
      fake.release();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += String(chunk);
    });
    request.on('end', () => {
      fake.asked.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const next = fake.reply;
      if (next === 'hang') {
        hanging.add(request);
        return;
      }
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}
