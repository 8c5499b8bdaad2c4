import { type BodyOf, type Endpoint, isSuccessCode, type QueryOf, type ResponseOf } from '@cabkit/contract';
import * as v from 'valibot';
import wretch from 'wretch';
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

/**
 * Calls one endpoint of the contract: checks nothing of the input (the server does), sends query/body,
 * validates the response with the endpoint's schema and returns it typed. The endpoint's definition says which
 * `Code`s are success: any other throws a business `ApiError` with the server's Message, unless the endpoint's
 * failures carry the body (`bodyOnFailure`, the payment calls), which is then returned for the caller to read.
 * Throws `ApiError` for HTTP errors (with the server's Code/Message), network failures and responses that break
 * the contract.
 */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> {
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

registerStore('api', () => {
  api.base = '';
});
