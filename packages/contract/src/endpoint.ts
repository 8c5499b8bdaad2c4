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
  summary: string;
}

/** Builds an endpoint entry with typed schemas (the table is the single source of truth). */
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
