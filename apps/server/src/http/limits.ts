import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors';

/** The answer (429, Code 2) to a caller over a limit. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a minute and try again.';

/** The factor `RATE_LIMIT_SCALE` multiplies every limit by (load tests, end-to-end runs): 1 unless a positive number. */
export function rateLimitScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** A count kept by the limiter: attempts so far in the window and milliseconds until it ends. */
interface Count {
  current: number;
  ttl: number;
}

type Done = (error: Error | null, result?: Count) => void;

// INCR and start the window on the first attempt, atomically (one round trip; every instance sees one count).
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counts in this process only: the fallback when no Redis is configured or while it is unreachable. */
class LocalCounts {
  private readonly counts = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.counts.size > 50_000) this.sweep(now);
      entry = { current: 0, endsAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current++;
    return { current: entry.current, ttl: entry.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counts) if (entry.endsAt <= now) this.counts.delete(key);
  }
}

/**
 * A store class for @fastify/rate-limit (`store` option): counts in Redis when a client is given, so every
 * instance behind a load balancer shares one count per key; in this process otherwise, or while Redis fails
 * (limits keep holding per instance rather than switching off). Keys are the limit's name and the client key.
 */
export function limitStore(redis: Redis | undefined, prefix: string, onError: (error: Error) => void) {
  const local = new LocalCounts();
  return class LimitStore {
    incr(key: string, done: Done, windowMs: number): void {
      const shared = redis?.status === 'ready' ? redis : undefined;
      if (!shared) {
        done(null, local.incr(key, windowMs));
        return;
      }
      shared
        .eval(INCREMENT, 1, `${prefix}${key}`, windowMs)
        .then((result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: Error) => {
          onError(error);
          done(null, local.incr(key, windowMs));
        });
    }

    child(): LimitStore {
      return this;
    }
  };
}

/** A Redis client for shared limit counts: fails fast (no offline queue) so a Redis outage never stalls a request. */
export async function connectLimitRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', onError);
  // Wait briefly for the first connection so the first requests already count in Redis.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
  await Promise.race([once(redis, 'ready').then(() => undefined), timeout]).catch(() => undefined);
  return redis;
}

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: a number of proxy hops to trust (the client address is the one the
 * nearest trusted proxy saw, so a client cannot pick its own by sending `X-Forwarded-For`), `true` meaning one
 * hop, or a comma-separated list of proxy addresses/CIDRs; unset or `false` trusts no header.
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

/** The key a per-client limit counts under: the limit's name and the client's address (as trustProxy allows). */
export function clientKey(name: string, request: FastifyRequest): string {
  return `${name}|${request.ip}`;
}

/** A limiter a handler calls itself (for calls limited only in some cases): throws 429 when over the limit. */
export type Limiter = (request: FastifyRequest, key?: string) => Promise<void>;

/** Builds a `Limiter` over @fastify/rate-limit's `createRateLimit` (so it counts in the same store). */
export function handlerLimiter(
  createRateLimit: (
    options: object,
  ) => (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>,
  name: string,
  max: number,
  timeWindow: number,
): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => keys.get(request) ?? clientKey(name, request),
  });
  return async (request, key) => {
    if (key) keys.set(request, `${name}|${key}`);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, 2, TOO_MANY_ATTEMPTS);
  };
}
