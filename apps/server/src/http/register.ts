import {
  type AnySchema,
  checkInput,
  type Endpoint,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@cabkit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInput, forbidden, HttpError, notSignedIn } from './errors';
import type { Session } from './session';

/** What a handler gets: parsed, validated input and the session (non-null for customer/booker calls). */
interface HandlerContext<E extends Endpoint, S = Session | null> {
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  session: S;
  request: FastifyRequest;
  reply: FastifyReply;
}

type SessionFor<E extends Endpoint> = E['access'] extends 'public' ? Session | null : Session;

/** A route handler: returns the response body (or sets `reply` itself and returns it). */
export type EndpointHandler<E extends Endpoint> = (
  context: HandlerContext<E, SessionFor<E>>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/** Options for `registerEndpoint`. */
export interface RegisterOptions {
  /** Check every response against the contract (tests): a mismatch is a server bug and answers 500. */
  checkResponses?: boolean;
  /** Fastify route config, e.g. `{ rateLimit: { max: 5, timeWindow: '1 minute' } }` (@fastify/rate-limit). */
  config?: Record<string, unknown>;
}

const checkResponsesKey = Symbol.for('cabkit.checkResponses');

/** Turns contract response checking on for every endpoint registered on `app` (buildApp does it in tests). */
export function setResponseChecking(app: FastifyInstance, on: boolean): void {
  (app as unknown as Record<symbol, boolean>)[checkResponsesKey] = on;
}

/** The dot path of the first text holding a NUL character (PostgreSQL cannot store one), or null. */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulText(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = findNulText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

function validated<S extends AnySchema | undefined>(schema: S, input: unknown, part: 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const nul = findNulText(input);
  if (nul) throw badInput(`${nul}: must not contain NUL characters`);
  if (part === 'body' && (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)))
    throw badInput('body: must be a JSON object');
  const result = checkInput(schema, input ?? {});
  if (!result.ok) throw badInput(result.message);
  return result.value;
}

/**
 * Registers one contract endpoint: validates query and body with the contract's schemas (400 `Code: 2`
 * naming the field), enforces its `access` (401 without a session, 403 for a non-booker on booker calls),
 * then answers with what the handler returns.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RegisterOptions = {},
): void {
  const checkResponses =
    options.checkResponses ?? (app as unknown as Record<symbol, boolean | undefined>)[checkResponsesKey] ?? false;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) => {
      const session = request.cabkitSession ?? null;
      if (endpoint.access !== 'public') {
        if (!session || (session.customerId === null && session.bookerId === null)) throw notSignedIn();
        if (endpoint.access === 'booker' && !session.bookerId) throw forbidden('This is only for bookers.');
      }
      const query = validated(endpoint.query, request.query, 'query') as ParsedQueryOf<E>;
      const body = validated(endpoint.body, request.body, 'body') as ParsedBodyOf<E>;
      const result = await handler({ query, body, session: session as SessionFor<E>, request, reply });
      if (reply.sent) return reply;
      if (checkResponses) {
        const check = checkInput(endpoint.response, result);
        if (!check.ok) {
          throw new HttpError(
            500,
            0,
            `Response of ${endpoint.method} ${endpoint.path} breaks the contract: ${check.message}`,
          );
        }
      }
      return result;
    },
  });
}
