import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';

/**
 * How long a client may take and how many connections it may hold. Without them a client sending its body a byte
 * at a time keeps its connection (and its share of memory and file handles) for ever.
 */
export interface ConnectionLimits {
  /** Milliseconds for a whole request (headers and body) to arrive; then 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** Milliseconds for the request headers to arrive (at most `requestTimeoutMs`). */
  headersTimeoutMs: number;
  /** Milliseconds a connection may stay silent in the middle of a request before it is closed. */
  idleTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection is kept between requests. */
  keepAliveTimeoutMs: number;
  /** Requests one keep-alive connection may carry before it is closed (0: no limit). */
  maxRequestsPerSocket: number;
  /** Open connections at once, hub WebSockets included; more are dropped on arrival (0: no limit). */
  maxConnections: number;
  /** Open connections at once from one address; more are dropped on arrival (0: no limit). */
  maxConnectionsPerAddress: number;
}

/** The defaults: generous for a phone on a slow network, short enough that slow clients are cut within a minute. */
const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  // Longer than the 60 s idle time of common load balancers, so one never reuses a connection we just closed.
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 4096,
  maxConnectionsPerAddress: 200,
};

const VARIABLES: [keyof ConnectionLimits, string][] = [
  ['requestTimeoutMs', 'REQUEST_TIMEOUT_MS'],
  ['headersTimeoutMs', 'HEADERS_TIMEOUT_MS'],
  ['idleTimeoutMs', 'IDLE_TIMEOUT_MS'],
  ['keepAliveTimeoutMs', 'KEEP_ALIVE_TIMEOUT_MS'],
  ['maxRequestsPerSocket', 'MAX_REQUESTS_PER_SOCKET'],
  ['maxConnections', 'MAX_CONNECTIONS'],
  ['maxConnectionsPerAddress', 'MAX_CONNECTIONS_PER_ADDRESS'],
];

/**
 * The limits set by the environment (README "Connection limits"), the defaults for the rest. Behind trusted
 * proxies every connection comes from a proxy, so the per-address cap is off unless set. A value that is not a
 * whole number of 0 or more throws, naming the variable.
 */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv, behindProxy: boolean): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, maxConnectionsPerAddress: behindProxy ? 0 : 200 };
  for (const [key, name] of VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more`);
    limits[key] = value;
  }
  return limits;
}

/** The Fastify (and node http server) options carrying the limits' timeouts. */
export function connectionServerOptions(limits: ConnectionLimits): FastifyHttpOptions<Server> {
  const { requestTimeoutMs, headersTimeoutMs } = limits;
  // Node refuses a headers timeout longer than the request timeout.
  const headers = requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs;
  const shortest = Math.min(...[headers, requestTimeoutMs].filter((ms) => ms > 0), 20_000);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    // Node looks for late requests this often (30 s by default): a quarter of the shortest timeout keeps the cut
    // close to the limit.
    http: { headersTimeout: headers, connectionsCheckingInterval: Math.max(50, Math.floor(shortest / 4)) },
  };
}

/**
 * Caps open connections, in all and per address: a connection over a cap is dropped as it arrives, so a flood
 * of slow clients from one address cannot take the connections every other client needs.
 */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  const perAddress = limits.maxConnectionsPerAddress;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
