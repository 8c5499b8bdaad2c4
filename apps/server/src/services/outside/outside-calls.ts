import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Paid outside services (geocoders, flight data, routing engines) are asked through here: identical calls share
 * one answer for a while (and one upstream call while it is on its way), and upstream calls are counted per
 * client and in all, so anonymous callers cannot run up the bill. Each service's calls, cache hits and refusals
 * are counted for `/metrics`.
 */

const callers = new AsyncLocalStorage<string>();

/** Runs `fn` (a request's handler) with `client`, the caller's address, as the one its outside calls count against. */
export function runAsClient<T>(client: string, fn: () => T): T {
  return callers.run(client, fn);
}

/** An upstream call refused because the client, or every client together, asked too often this minute. */
export class OutsideCallRefused extends Error {
  constructor(
    readonly service: string,
    readonly scope: 'client' | 'global',
  ) {
    super(`${service}: too many outside calls ${scope === 'client' ? 'from this client' : 'in all'} this minute`);
    this.name = 'OutsideCallRefused';
  }
}

/** How one service's calls are cached and limited. */
export interface OutsideCallOptions {
  /** The service's name in the metrics (`geocoder`, `flights`, `routing` ...). */
  service: string;
  /** How long an answer is reused. */
  ttlMs: number;
  /** Answers kept at most; the least recently used go first. */
  maxEntries?: number;
  /** Upstream calls one client may cause per minute (0: no limit). */
  perClientPerMinute?: number;
  /** Upstream calls all clients together may cause per minute (0: no limit). */
  perMinute?: number;
  now?: () => number;
}

/** Asks `ask` for `key` unless a fresh answer (or one on its way) is cached; rejects with OutsideCallRefused over a limit. */
export type OutsideCall<T> = (key: string, ask: () => Promise<T>) => Promise<T>;

interface Counts {
  upstream: number;
  cacheHits: number;
  rateLimited: number;
}

const counts = new Map<string, Counts>();

function countsOf(service: string): Counts {
  let entry = counts.get(service);
  if (!entry) {
    entry = { upstream: 0, cacheHits: 0, rateLimited: 0 };
    counts.set(service, entry);
  }
  return entry;
}

/** The outside-call counters in Prometheus text format (counters since the process started). */
export function outsideCallMetrics(): string {
  const lines = [
    '# HELP cabkit_outside_calls_total Calls to paid outside services, by service and outcome.',
    '# TYPE cabkit_outside_calls_total counter',
  ];
  for (const [service, c] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`cabkit_outside_calls_total{service="${service}",outcome="upstream"} ${c.upstream}`);
    lines.push(`cabkit_outside_calls_total{service="${service}",outcome="cache_hit"} ${c.cacheHits}`);
    lines.push(`cabkit_outside_calls_total{service="${service}",outcome="rate_limited"} ${c.rateLimited}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The defaults of the per-client and global limits, from `OUTSIDE_CALLS_PER_CLIENT` and `OUTSIDE_CALLS_PER_MINUTE`. */
export function outsideLimitsFromEnv(env: NodeJS.ProcessEnv): { perClientPerMinute: number; perMinute: number } {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of 0 or more`);
    return value;
  };
  return { perClientPerMinute: read('OUTSIDE_CALLS_PER_CLIENT', 30), perMinute: read('OUTSIDE_CALLS_PER_MINUTE', 600) };
}

const MINUTE_MS = 60_000;

/** Calls counted per key in one-minute windows; windows that have ended are swept once the map grows. */
class MinuteCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts one call for `key` unless `limit` calls were already counted this window. */
  take(key: string, limit: number): boolean {
    if (limit <= 0) return true;
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= at) {
      if (this.windows.size > 10_000) {
        for (const [k, w] of this.windows) if (w.endsAt <= at) this.windows.delete(k);
      }
      window = { count: 0, endsAt: at + MINUTE_MS };
      this.windows.set(key, window);
    }
    if (window.count >= limit) return false;
    window.count++;
    return true;
  }
}

/** A cached, coalesced and limited way to call one outside service (see the top of this file). */
export function outsideCalls<T>(options: OutsideCallOptions): OutsideCall<T> {
  const { service, ttlMs } = options;
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const limits = { perClient: options.perClientPerMinute ?? 0, global: options.perMinute ?? 0 };
  const perClient = new MinuteCounts(now);
  const global = new MinuteCounts(now);
  const entries = new Map<string, { at: number; answer: Promise<T> }>();
  const metric = countsOf(service);
  return (key, ask) => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) {
      entries.delete(key);
      entries.set(key, hit);
      metric.cacheHits++;
      return hit.answer;
    }
    const client = callers.getStore() ?? 'server';
    // The client's own limit first, so one busy client does not use up the global count for everyone.
    const scope = !perClient.take(client, limits.perClient)
      ? 'client'
      : !global.take('', limits.global)
        ? 'global'
        : null;
    if (scope) {
      metric.rateLimited++;
      return Promise.reject(new OutsideCallRefused(service, scope));
    }
    metric.upstream++;
    const answer = ask();
    const entry = { at: now(), answer };
    entries.delete(key);
    entries.set(key, entry);
    // Failures are not kept: the next call asks again.
    answer.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return answer;
  };
}
