import { type BodyOf, type Endpoint, isSuccessCode, type QueryOf, type ResponseOf } from '@cabkit/contract';
import * as v from 'valibot';
import wretch from 'wretch';
import { nextTask } from '../lib/next-task';
import { afterHydration, hydrationState } from '../state/hydration';
import { registerStore } from '../state/stores';
import { ApiError } from './errors';

/** Options of one call: the endpoint's query and/or body, typed by the contract, and an abort signal. */
export type CallOptions<E extends Endpoint> = (QueryOf<E> extends undefined
  ? { query?: undefined }
  : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & { signal?: AbortSignal };

/** Where the API is (a store: state/stores.ts resets it). */
const api = { base: '' };

/** The one HTTP client: JSON in and out, same-origin cookies (the session lives in an HttpOnly cookie). */
const http = () => wretch(api.base).options({ credentials: 'same-origin' }).headers({ Accept: 'application/json' });

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
  await callSlot();
  const path = endpoint.path + queryString(options.query);
  let request = http().url(path);
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

/**
 * The answers the server put into a page it drew for the visitor (GET calls by path and query), and on the server
 * the calls a render asked for that it had no answer to yet (docs/decisions/0012-first-view-in-html.md).
 */
const first = { answers: new Map<string, unknown>(), wanted: new Set<string>() };

/** The GET calls, as the server's render found them, with each one's HTTP status and body. */
export type FirstAnswers = Record<string, { status: number; body: unknown }>;

/** Puts the server's answers in for the first render (the server's renderer and the browser's entry). */
export function setFirstAnswers(answers: FirstAnswers | undefined): void {
  first.answers = new Map(Object.entries(answers ?? {}));
  first.wanted.clear();
}

/** The calls a server render asked `firstAnswer` for that had no answer (the server makes them and draws again). */
export function wantedAnswers(): string[] {
  return [...first.wanted];
}

/** A call's outcome as `call` would have had it: its checked answer, or the `ApiError` it would have thrown. */
export type Answered<T> = { ok: true; answer: T } | { ok: false; error: ApiError };

/**
 * The outcome of a GET call that the server already made for the page it drew (while the app takes that page
 * over), checked as `call` checks it; undefined when there is none (the page then calls as usual) and once the page
 * is the app's: a page reached later asks the server afresh. On the server a call with no answer is noted, and the
 * server makes it with the visitor's session and draws the page again.
 */
export function firstAnswer<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Answered<ResponseOf<E>> | undefined {
  if (endpoint.method !== 'GET' || !hydrationState.pending) return undefined;
  const key = endpoint.path + queryString(options.query);
  const recorded = first.answers.get(key) as { status?: unknown; body?: unknown } | undefined;
  if (!recorded || typeof recorded.status !== 'number') {
    if (typeof document === 'undefined') first.wanted.add(key);
    return undefined;
  }
  if (recorded.status !== 200) {
    const outcome = recorded.body as { Code?: unknown; Message?: unknown } | null;
    const error = new ApiError({
      status: recorded.status,
      code: typeof outcome?.Code === 'number' ? outcome.Code : 0,
      message: typeof outcome?.Message === 'string' ? outcome.Message : '',
      kind: 'http',
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

afterHydration(() => setFirstAnswers(undefined));

registerStore('api', () => {
  api.base = '';
  setFirstAnswers(undefined);
});

/** A first answer with `pick` applied to its answer (a failure is kept as it is). */
export function mapAnswered<T, U>(answered: Answered<T> | undefined, pick: (answer: T) => U): Answered<U> | undefined {
  return answered?.ok ? { ok: true, answer: pick(answered.answer) } : answered;
}
