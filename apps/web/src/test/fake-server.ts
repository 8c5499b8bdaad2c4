import { vi } from 'vitest';

/** A recorded request the fake server received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route handler: returns the JSON body and optional status. */
export type Handler = (
  request: Received,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Replaces `fetch` with a tiny in-memory server: handlers keyed by "METHOD /path"; unknown calls answer 404
 * like the real server. Returns the list of received requests.
 */
export function fakeServer(handlers: Record<string, Handler>): Received[] {
  const received: Received[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method, path: url.pathname, query: url.searchParams, body };
      received.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = handler
        ? await handler(request)
        : { status: 404, body: { Code: 0, Message: `No such call: ${method} ${url.pathname}` } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return received;
}
