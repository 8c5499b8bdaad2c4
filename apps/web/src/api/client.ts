import { type BodyOf, type Endpoint, isSuccessCode, type QueryOf, type ResponseOf } from '@cabkit/contract';
import * as v from 'valibot';
import { nextTask } from '../lib/next-task';
import { registerStore } from '../state/stores';
import { ApiError } from './errors';

/** Options of one call: the endpoint's query and/or body, typed by the contract, and an abort signal. */
export type CallOptions<E extends Endpoint> = (QueryOf<E> extends undefined
  ? { query?: undefined }
  : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & { signal?: AbortSignal };

/** Where the API is and how it is reached (a store: state/stores.ts resets it). */
const api: { base: string; fetch: typeof fetch | undefined } = { base: '', fetch: undefined };

/** wretch, fetched with the first call: a page that calls nothing before it is used does not carry it. */
let wretchLoad: Promise<typeof import('wretch')['default']> | undefined;

/** The one HTTP client: JSON in and out, same-origin cookies (the session lives in an HttpOnly cookie). */
const http = async () => {
  wretchLoad ??= import('wretch').then((module) => module.default);
  const wretch = await wretchLoad;
  const client = wretch(api.base).options({ credentials: 'same-origin' }).headers({ Accept: 'application/json' });
  return api.fetch ? client.fetchPolyfill(api.fetch) : client;
};

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseOutcome(text: string): { code: number; message: string } {
  try {
    const json = JSON.parse(text) as { Code?: unknown; Message?: unknown };
    return {
      code: typeof json.Code === 'number' ? json.Code : 0,
      message: typeof json.Message === 'string' ? json.Message : '',
    };
  } catch {
    return { code: 0, message: '' };
  }
}

/** Calls waiting for a task of their own, and whether one has gone out in the current task. */
const pacing = { waiting: [] as Array<() => void>, busy: false };

function nextWaiting(): void {
  const next = pacing.waiting.shift();
  if (!next) {
    pacing.busy = false;
    return;
  }
  next();
  void nextTask().then(nextWaiting);
}

/**
 * Resolves when a call may go out: at once for the first call of a task, and one task apart for the ones after it.
 * A page's components start their calls together as the app takes the page over (vehicle types, prices, the
 * payment settings), and each costs the main thread 1-3 ms to build and send: sent in one task they made it long
 * enough to count against Total Blocking Time; a task apart, each waits well under a millisecond.
 */
function callSlot(): Promise<void> {
  if (!pacing.busy) {
    pacing.busy = true;
    void nextTask().then(nextWaiting);
    return Promise.resolve();
  }
  return new Promise((resolve) => pacing.waiting.push(resolve));
}

/**
 * Calls one endpoint of the contract: checks nothing of the input (the server does), sends query/body,
 * validates the response with the endpoint's schema and returns it typed. The endpoint's definition says which
 * `Code`s are success: any other throws a business `ApiError` with the server's Message, unless the endpoint's
 * failures carry the body (`bodyOnFailure`, the payment calls), which is then returned for the caller to read.
 * Throws `ApiError` for HTTP errors (with the server's Code/Message), network failures and responses that break
 * the contract.
 */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
  // The client first, then the call's slot: the pacing holds between calls, not while the client's code arrives.
  const client = await http();
  await callSlot();
  const path = endpoint.path + queryString(options.query);
  let request = client.url(path);
  if (options.signal) request = request.options({ signal: options.signal });
  let raw: unknown;
  try {
    const chain =
      endpoint.method === 'GET'
        ? request.get()
        : endpoint.method === 'DELETE'
          ? request.delete()
          : endpoint.method === 'PUT'
            ? request.put(options.body ?? {})
            : request.post(options.body ?? {});
    raw = await chain.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const status =
      typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
    if (status > 0) {
      const outcome = parseOutcome((error as Error).message);
      throw new ApiError({ status, code: outcome.code, message: outcome.message, kind: 'http', path: endpoint.path });
    }
    throw new ApiError({ status: 0, code: 0, message: '', kind: 'network', path: endpoint.path });
  }
  return checkedAnswer(endpoint, raw);
}

/**
 * The answer checked as `call` answers it: a `Code` the endpoint does not count as success throws a business
 * `ApiError` (unless its failures carry the body), and a body the schema refuses throws a contract one.
 */
function checkedAnswer<E extends Endpoint>(endpoint: E, raw: unknown): ResponseOf<E> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const code = (raw as { Code?: unknown }).Code;
    if (typeof code === 'number' && !isSuccessCode(endpoint, code) && !endpoint.bodyOnFailure) {
      const message = (raw as { Message?: unknown }).Message;
      throw new ApiError({
        status: 200,
        code,
        message: typeof message === 'string' ? message : '',
        kind: 'business',
        path: endpoint.path,
        body: raw,
      });
    }
  }
  const parsed = v.safeParse(endpoint.response, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue ? (v.getDotPath(issue) ?? 'response') : 'response';
    throw new ApiError({
      status: 200,
      code: 0,
      message: `Unexpected response from ${endpoint.path} at ${where}: ${issue?.message ?? 'invalid'}`,
      kind: 'contract',
      path: endpoint.path,
    });
  }
  return parsed.output as ResponseOf<E>;
}

/** A call's outcome as a page's route loader keeps it: plain data, so the server can send it with the page. */
type LoadedAnswer = { status: number; body: unknown };

/** The GET calls a route loader made for its page (by path and query: `/api/bookingdetails?jobid=12`). */
export type RouteAnswers = Record<string, LoadedAnswer>;

/** A GET call of the contract with its options, as a loader lists what its page reads. */
export type GetCall = readonly [Endpoint, { query?: unknown }];

/**
 * Makes the GET `calls` a page reads, together, and keeps each one's status and body (a refusal too: the page
 * shows it as it would a failed call). The route loaders' one way to the API, in the browser and on the server.
 */
export async function loadAnswers(calls: readonly GetCall[]): Promise<RouteAnswers> {
  const answers: RouteAnswers = {};
  await Promise.all(
    calls.map(async ([endpoint, options]) => {
      const key = endpoint.path + queryString(options.query);
      try {
        answers[key] = { status: 200, body: await (await http()).url(key).get().json() };
      } catch (error) {
        const status =
          typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
        let body: unknown = null;
        try {
          body = JSON.parse((error as Error).message);
        } catch {
          // not JSON: the status says what happened
        }
        answers[key] = { status, body };
      }
    }),
  );
  return answers;
}

/** A call's outcome as `call` would have had it: its checked answer, or the `ApiError` it would have thrown. */
export type Answered<T> = { ok: true; answer: T } | { ok: false; error: ApiError };

/**
 * The outcome of a GET call in the answers a page's route loader made (`loadAnswers`), checked as `call` checks
 * it; undefined when the loader did not make that call (the page then calls as usual).
 */
export function answerIn<E extends Endpoint>(
  answers: RouteAnswers | null | undefined,
  endpoint: E,
  options: CallOptions<E>,
): Answered<ResponseOf<E>> | undefined {
  const recorded = answers?.[endpoint.path + queryString(options.query)];
  if (!recorded || typeof recorded.status !== 'number') return undefined;
  if (recorded.status !== 200) {
    const outcome = recorded.body as { Code?: unknown; Message?: unknown } | null;
    const error = new ApiError({
      status: recorded.status,
      code: typeof outcome?.Code === 'number' ? outcome.Code : 0,
      message: typeof outcome?.Message === 'string' ? outcome.Message : '',
      kind: recorded.status === 0 ? 'network' : 'http',
      path: endpoint.path,
    });
    return { ok: false, error };
  }
  try {
    return { ok: true, answer: checkedAnswer(endpoint, recorded.body) };
  } catch (error) {
    return error instanceof ApiError ? { ok: false, error } : undefined;
  }
}

/**
 * How the API is reached: the browser's `fetch`, or on the server the server's own in-process one carrying the
 * visitor's cookies (set for the length of one render by the server renderer, entry-server.tsx).
 */
export function setApiFetch(fetcher: typeof fetch | undefined): void {
  api.fetch = fetcher;
}

registerStore('api', () => {
  api.base = '';
  api.fetch = undefined;
});

/** An answer with `pick` applied to its answer (a failure is kept as it is). */
export function mapAnswered<T, U>(answered: Answered<T> | undefined, pick: (answer: T) => U): Answered<U> | undefined {
  return answered?.ok ? { ok: true, answer: pick(answered.answer) } : answered;
}
