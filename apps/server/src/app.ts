import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/client';
import {
  type ConnectionLimits,
  capConnections,
  connectionLimitsFromEnv,
  connectionServerOptions,
} from './http/connection-limits';
import { entryLoaderHashSource } from './http/entry-loader';
import { badInput, GENERIC_ERROR_MESSAGE, HttpError } from './http/errors';
import { registerHealth } from './http/health';
import { requestLanguage } from './http/language';
import { connectLimitRedis, limitStore, TOO_MANY_ATTEMPTS } from './http/limits';
import { setResponseChecking } from './http/register';
import { echoRequestId, requestLogServerOptions } from './http/request-log';
import { addSecurityHeaders } from './http/security-headers';
import type { SessionResolver } from './http/session';
import { registerWebApp } from './http/web-app';
import { customerProfile } from './services/auth/customers';
import { afterResponseSettled } from './routes/accounts-shared';
import { defaultSessionResolver, routePlugins } from './routes/index';
import type { AppDeps } from './routes/types';
import { startUnpaidExpiry, type UnpaidExpiryOptions } from './services/bookings/expire-unpaid';
import { type ChangeNotices, type ChangeSource, listenForChanges } from './services/cache/change-notices';
import { type CoreServices, createCoreServices } from './services/core-services';
import { type QuoteSweepOptions, startExpiredQuoteSweep } from './services/quotes/expired-quotes';
import { createQuoteSigner, loadQuoteSigningKey, type QuoteSigner } from './services/quotes/quote-token';
import { type GatewayEnv, gatewayNamed, withServerGateways } from './services/payments/payment-service';
import { type RefundRetries, type RefundRetryOptions, startRefundRetries } from './services/payments/refund';
import type { TenantContext } from './services/tenants/tenant-context';
import { readTenantMessages } from './services/tenants/tenant-files';
import { translateMessages } from './services/i18n/server-messages';
import { outsideCallMetrics, runAsClient } from './services/outside/outside-calls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs quotations into their QuotationId and reads them back (tests sign expired or altered ones). */
    quoteSigner: QuoteSigner;
    /** The change notices the app's caches listen to (tests wait on `next(table)` rather than sleep). */
    changeNotices: ChangeNotices;
    /** The background refund retries (a cancel kicks them after queueing a refund). */
    refundRetries: RefundRetries;
  }
}

/** Everything buildApp needs; only `db` and `tenant` are required. */
export interface BuildAppOptions {
  db: Db;
  tenant: TenantContext;
  /** The built web app folder (index.html + assets); absent or missing means API only. */
  webDist?: string | undefined;
  /** The web app's built server renderer (apps/web/dist-ssr/entry-server.js); absent means pages are sent unrendered. */
  ssrEntry?: string | undefined;
  /** Fastify logger setting: `loggerOptions` of http/request-log.ts when started (false in tests). */
  logger?: FastifyServerOptions['logger'];
  /** Replacements for core services (tests, adapters) and extra services by name for other plugins. */
  services?: Partial<CoreServices> & Record<string, unknown>;
  /** Finds the caller's session; defaults to the one wired in routes/index.ts. */
  resolveSession?: SessionResolver;
  /** Check every response against the contract and show 500 causes (tests). */
  strict?: boolean;
  /**
   * Trust X-Forwarded-* headers from this many proxy hops (or these proxy addresses): `TRUST_PROXY` through
   * `trustProxyFromEnv`. `true` trusts every hop, so a client could choose its own address: avoid it.
   */
  trustProxy?: boolean | number | string;
  /** Redis for rate-limit counts shared by every instance; defaults to `REDIS_URL` (none: counted in this process). */
  limitsRedisUrl?: string | undefined;
  /**
   * The open database's change notices (`DbHandle`): with them, pricing data is held in memory until it changes;
   * without them it is read from the database on every call.
   */
  changes?: ChangeSource | undefined;
  /** How often expired quotations are deleted and how long they are kept (defaults in expired-quotes.ts). */
  quoteSweep?: QuoteSweepOptions;
  /** Request timeouts and connection caps; defaults to the environment's (`connectionLimitsFromEnv`). */
  connectionLimits?: ConnectionLimits;
  /** The bearer token `/metrics` asks for; defaults to `METRICS_TOKEN` (none: `/metrics` is not served). */
  metricsToken?: string | undefined;
  /** How failed refunds are tried again (defaults in services/payments/refund.ts). */
  refundRetries?: RefundRetryOptions;
  /** How often unpaid card and PayPal bookings are looked at for expiry (defaults in expire-unpaid.ts). */
  unpaidExpiry?: UnpaidExpiryOptions;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Fastify's trustProxy: a number of hops becomes "trust the nearest `hops` addresses" (what Fastify does for numbers). */
function trustProxyOption(setting: BuildAppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/** Fastify codes for input the client got wrong (bad JSON, unknown content type ...): answered 400 Code 2. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: is empty';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'content-type: must be application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: is too large';
    default:
      return `request: ${error.message}`;
  }
}

/** How deep a JSON body may nest: the deepest request of the contract is 3 levels (body, via stops, a stop). */
const MAX_JSON_DEPTH = 32;

/**
 * How deep `text` nests arrays and objects, counted without recursion (so a hostile body 100,000 levels deep
 * is measured in one pass and never reaches a recursive walk), stopping as soon as it passes `limit`.
 */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Content-Security-Policy: the app's own scripts, MapLibre's blob workers, data: and blob: images, Stripe/PayPal. */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // The hash: the one inline script, which starts the app after a server-rendered page's first paint.
  scriptSrc: ["'self'", entryLoaderHashSource, 'https://js.stripe.com', 'https://www.paypal.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.paypal.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Builds the Fastify app: security headers, cookies, rate limiting (per route), session resolution,
 * every route plugin of routes/index.ts, the web app, and an error handler that answers bad input
 * with 400 `Code: 2` and never leaks a 500's cause.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const connectionLimits = options.connectionLimits ?? connectionLimitsFromEnv(process.env, !!options.trustProxy);
  const app = Fastify({
    ...connectionServerOptions(connectionLimits),
    logger: options.logger ?? false,
    ...requestLogServerOptions,
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  capConnections(app.server, connectionLimits);
  setResponseChecking(app, options.strict ?? false);
  echoRequestId(app);

  // JSON bodies: nesting beyond MAX_JSON_DEPTH is refused before parsing (400, Code 2), then Fastify's own
  // parser (prototype poisoning refused) reads the text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badInput(`body: must not nest more than ${MAX_JSON_DEPTH} levels deep`), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  addSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Limits count per limit name and client address; in Redis when configured, so instances share one count.
  const limitsRedisUrl = 'limitsRedisUrl' in options ? options.limitsRedisUrl : process.env.REDIS_URL || undefined;
  const onLimitStoreError = (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error');
  const limitsRedis = limitsRedisUrl ? await connectLimitRedis(limitsRedisUrl, onLimitStoreError) : undefined;
  if (limitsRedis) app.addHook('onClose', async () => void limitsRedis.disconnect());
  // Before the routes and outside every rate limit: load balancers and orchestrators probe these often.
  registerHealth(app, { db: options.db, redis: limitsRedis });
  await app.register(rateLimit, {
    global: false,
    store: limitStore(limitsRedis, `cabkit:limit:${options.tenant.id}:`, onLimitStoreError),
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, 2, TOO_MANY_ATTEMPTS),
  });

  // Outside calls (geocoder, flights, routing) made while handling a request count against its client's address.
  app.addHook('preHandler', (request, _reply, done) => runAsClient(request.ip, done));

  // What the paid outside services cost: for the operator's monitoring, never public (a bearer token).
  const metricsToken =
    'metricsToken' in options ? options.metricsToken : process.env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken) {
    app.get('/metrics', async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, metricsToken)) {
        return reply.status(401).send({ Code: 2, Message: 'Please sign in.' });
      }
      return reply.type('text/plain; version=0.0.4').send(outsideCallMetrics());
    });
  }

  const resolveSession = options.resolveSession ?? defaultSessionResolver(options.db, options.tenant.id);
  app.decorateRequest('cabkitSession', null);
  app.addHook('onRequest', async (request) => {
    if (
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/notificationhub') &&
      !request.url.startsWith('/hubs/')
    )
      return;
    try {
      request.cabkitSession = (await resolveSession(request)) ?? null;
    } catch (error) {
      request.log.warn({ err: error }, 'session resolver failed; treating the caller as a guest');
      request.cabkitSession = null;
    }
  });

  // Answers to a signed-in caller (and the ones that sign someone in) hold their data: no cache may keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.cabkitSession || reply.hasHeader('set-cookie')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Every message of an answer in the asker's language (docs/decisions/0027-server-languages.md): the one the pages
  // are drawn in, with the tenant's own wording; the Code is the same in every language.
  const ownWording = readTenantMessages(options.tenant.slug);
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const language = requestLanguage(request, options.tenant.file.languages);
    const answer = translateMessages(payload, language, ownWording[language]);
    if (answer !== payload) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
    }
    return answer;
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ Code: error.code, Message: error.message });
    }
    if (!(error instanceof HttpError) && isClientError(error)) {
      const status = error.statusCode === 413 || error.statusCode === 429 ? error.statusCode : 400;
      return reply.status(status ?? 400).send({ Code: 2, Message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    const message = options.strict ? `${GENERIC_ERROR_MESSAGE} (${error.message})` : GENERIC_ERROR_MESSAGE;
    return reply.status(500).send({ Code: 0, Message: message });
  });

  const { services: injected = {} } = options;
  // PayPal is offered (configuration, bookings) only when this server has PayPal keys (payments README).
  const paymentEnv = ((injected.paymentEnv as GatewayEnv | undefined) ?? process.env) as GatewayEnv;
  const tenant = { ...options.tenant, configuration: withServerGateways(options.tenant.configuration, paymentEnv) };
  const notices = await listenForChanges(options.changes);
  const quoteSigner = createQuoteSigner(await loadQuoteSigningKey(options.db, tenant.id), tenant.id);
  const services = createCoreServices(options.db, tenant, quoteSigner, injected, notices);
  app.decorate('quoteSigner', quoteSigner);
  app.decorate('changeNotices', notices);
  const quoteSweep = startExpiredQuoteSweep(options.db, tenant.id, {
    onSwept: (deleted) => app.log.info({ deleted }, 'expired quotations deleted'),
    onError: (error) => app.log.error({ err: error }, 'deleting expired quotations failed; tried again later'),
    ...options.quoteSweep,
  });
  const refundRetries = startRefundRetries(
    options.db,
    tenant.id,
    (name) => gatewayNamed(name, options.db, tenant.id, paymentEnv),
    {
      onFailed: (refund, givenUp) =>
        app.log.error(
          { refundId: refund.id, bookingId: refund.bookingId, attempts: refund.attempts, error: refund.lastError },
          givenUp ? 'refund failed; tried again on the next start' : 'refund failed; tried again later',
        ),
      onError: (error) => app.log.error({ err: error }, 'refund retries failed; tried again later'),
      ...options.refundRetries,
    },
  );
  app.decorate('refundRetries', refundRetries);
  // A card or PayPal booking never paid is cancelled once its quote would have expired: it was never dispatched.
  const unpaidExpiry = startUnpaidExpiry(
    options.db,
    tenant.id,
    tenant.configuration.QuoteTimeout,
    {
      gatewayFor: (name) => gatewayNamed(name, options.db, tenant.id, paymentEnv),
      refundQueued: () => void refundRetries.kick(),
      onVoidFailed: (intentId, message) =>
        app.log.error({ intentId, message }, "the gateway did not close an expired booking's intent"),
    },
    {
      onExpired: (references) => app.log.info({ references }, 'unpaid bookings expired'),
      onError: (error) => app.log.error({ err: error }, 'expiring unpaid bookings failed; tried again later'),
      ...options.unpaidExpiry,
    },
  );
  app.addHook('onClose', async () => {
    // Messages already promised (a confirmation after its answer was sent) go out before the database closes.
    await afterResponseSettled();
    await unpaidExpiry.stop();
    await refundRetries.stop();
    await quoteSweep.stop();
    await notices.close();
  });
  const deps: AppDeps = {
    db: options.db,
    tenant,
    services,
    extraServices: injected,
  };
  for (const plugin of routePlugins) {
    await app.register(async (scope) => plugin(scope, deps));
  }
  await registerWebApp(app, {
    tenant: options.tenant,
    webDist: options.webDist,
    ssrEntry: options.ssrEntry,
    // An account page is drawn for the visitor whose session its request carries (http/web-app.ts).
    accountOf: async (request) => {
      const session = await resolveSession(request);
      return session?.customerId ? customerProfile(options.db, options.tenant.id, session.customerId) : null;
    },
  });
  return app;
}
