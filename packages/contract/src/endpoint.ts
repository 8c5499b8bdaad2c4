import * as v from 'valibot';

/** Who may call an endpoint: anyone, any signed-in user, or a signed-in booker. */
export type Access = 'public' | 'customer' | 'booker';

/** Any valibot schema, as the endpoint table stores it. */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/** One call of the API: method, path, input schemas and the response schema. */
export interface Endpoint<
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** `api` calls go to the tenant's API host; `licence` calls to the licence service host. */
  host: 'api' | 'licence';
  access: Access;
  query: Q;
  body: B;
  response: R;
  /** The answer `Code`s that mean success: 1; a quotation also 4 (docs/behaviour/quotation.md#quotation-codes). */
  successCodes: readonly number[];
  /**
   * True when an answer whose `Code` is not a success still carries the full response body, which the caller
   * reads (a declined payment names the booking its retry pays); false when a failure is only Code and Message.
   */
  bodyOnFailure: boolean;
  summary: string;
}

/** The success codes of most endpoints (docs/behaviour/common.md#response-codes). */
export const DEFAULT_SUCCESS_CODES: readonly number[] = [1];

/** True when an answer's `Code` is a success of this endpoint. */
export function isSuccessCode(endpoint: Pick<Endpoint, 'successCodes'>, code: number): boolean {
  return endpoint.successCodes.includes(code);
}

// Marked free of side effects so a bundle drops the calls it never names.
/** Builds an endpoint entry with typed schemas (the table is the single source of truth). */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(e: {
  method: Endpoint['method'];
  path: string;
  host?: Endpoint['host'];
  access?: Access;
  query?: Q;
  body?: B;
  response: R;
  successCodes?: readonly number[];
  bodyOnFailure?: boolean;
  summary: string;
}): Endpoint<Q, B, R> {
  return {
    method: e.method,
    path: e.path,
    host: e.host ?? 'api',
    access: e.access ?? 'public',
    query: e.query as Q,
    body: e.body as B,
    response: e.response,
    successCodes: e.successCodes ?? DEFAULT_SUCCESS_CODES,
    bodyOnFailure: e.bodyOnFailure ?? false,
    summary: e.summary,
  };
}

/** The query type an endpoint takes. */
export type QueryOf<E extends Endpoint> = E['query'] extends AnySchema ? v.InferInput<E['query']> : undefined;
/** The body type an endpoint takes. */
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema ? v.InferInput<E['body']> : undefined;
/** The parsed query type the server sees. */
export type ParsedQueryOf<E extends Endpoint> = E['query'] extends AnySchema ? v.InferOutput<E['query']> : undefined;
/** The parsed body type the server sees. */
export type ParsedBodyOf<E extends Endpoint> = E['body'] extends AnySchema ? v.InferOutput<E['body']> : undefined;
/** The response type an endpoint answers with. */
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

/** The outcome of checking input against a schema: the parsed value, or the first failing field and why. */
export type InputCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Checks input against a schema and names the first failing field ("prefix", "viaaddresses.0.lat"). */
export function checkInput<S extends AnySchema>(schema: S, input: unknown): InputCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue ? (v.getDotPath(issue) ?? 'request') : 'request';
  const reason = issue?.message ?? 'is invalid';
  return { ok: false, field, message: `${field}: ${reason}` };
}
