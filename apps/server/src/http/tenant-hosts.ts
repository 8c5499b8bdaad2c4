import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { capConnections, type ConnectionLimits, connectionServerOptions } from './connection-limits';

/** One tenant's app as the front server routes to it: its slug and the host names its tenant.json lists. */
export interface TenantApp {
  slug: string;
  hosts: readonly string[];
  app: FastifyInstance;
}

/** A host name without its port, lower case, with IPv6 brackets kept (`[::1]`). */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return (colon === -1 ? host : host.slice(0, colon)).replace(/\.$/, '');
}

/**
 * The tenant a host name is for: a host some tenant.json lists, else `<slug>.localhost` (every tenant answers
 * there in development), else the default tenant (`CABKIT_TENANT`): a bare `localhost`, an IP address, or a name
 * no tenant lists. Every tenant's data is read through its own app, scoped to its tenant id, so whichever tenant a
 * Host header picks, the caller sees that tenant's data only, as that tenant's visitor.
 */
export function tenantForHost(host: string, tenants: readonly TenantApp[], defaultSlug: string): TenantApp {
  const byHost = tenants.find((t) => t.hosts.includes(host));
  if (byHost) return byHost;
  if (host.endsWith('.localhost')) {
    const slug = host.slice(0, -'.localhost'.length);
    const bySlug = tenants.find((t) => t.slug === slug);
    if (bySlug) return bySlug;
  }
  const fallback = tenants.find((t) => t.slug === defaultSlug);
  if (!fallback) throw new Error(`The default tenant "${defaultSlug}" is not among the tenants served`);
  return fallback;
}

/**
 * The one HTTP server of a process serving several tenants: each request and WebSocket upgrade is handed to the
 * app of the tenant its Host header names. The apps never listen themselves; the front server carries the
 * connection limits and timeouts the single-tenant server had.
 */
export function createTenantServer(
  tenants: readonly TenantApp[],
  defaultSlug: string,
  limits: ConnectionLimits,
): Server {
  const pick = (request: IncomingMessage) => tenantForHost(hostName(request.headers.host), tenants, defaultSlug).app;
  const options = connectionServerOptions(limits);
  const server = createServer(
    {
      requestTimeout: options.requestTimeout,
      keepAliveTimeout: options.keepAliveTimeout,
      headersTimeout: options.http?.headersTimeout,
      connectionsCheckingInterval: options.http?.connectionsCheckingInterval,
    },
    (request, response) => {
      pick(request).server.emit('request', request, response);
    },
  );
  if (options.connectionTimeout) server.timeout = options.connectionTimeout;
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    pick(request).server.emit('upgrade', request, socket, head);
  });
  capConnections(server, limits);
  return server;
}

/** The payment settings a tenant's app reads from the environment. */
const PAYMENT_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLIC_KEY',
  'STRIPE_API_BASE',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_API_BASE',
  'PAYPAL_WEBHOOK_ID',
] as const;

/**
 * A tenant's payment settings: `STRIPE_SECRET_KEY__NIGHTCAB` (the name, two underscores, the slug in capitals with
 * `-` as `_`) for the tenant `nightcab`. The plain names are the default tenant's only: another firm's bookings are
 * never charged to the default firm's account because it set no keys of its own.
 */
export function tenantPaymentEnv(
  env: NodeJS.ProcessEnv,
  slug: string,
  isDefault: boolean,
): Record<(typeof PAYMENT_KEYS)[number], string | undefined> {
  const suffix = `__${slug.toUpperCase().replace(/-/g, '_')}`;
  const out = {} as Record<(typeof PAYMENT_KEYS)[number], string | undefined>;
  for (const key of PAYMENT_KEYS) out[key] = env[`${key}${suffix}`] ?? (isDefault ? env[key] : undefined);
  return out;
}
