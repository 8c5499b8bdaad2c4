import * as v from 'valibot';
import { idInput } from '../common';
import { type Access, type AnySchema, defineEndpoint } from '../endpoint';

// Marked free of side effects, as defineEndpoint is, so a bundle drops the calls it never names.

/** A GET of a signed-in party's own records, asked for by their id in `query` (the server checks it is theirs). */
/* @__NO_SIDE_EFFECTS__ */
function ownRecordsGet<Q extends AnySchema, R extends AnySchema>(
  access: Access,
  query: Q,
  call: { path: string; summary: string; response: R },
) {
  return defineEndpoint({ method: 'GET', access, query, ...call });
}

/** A GET of the signed-in customer's own records, asked for by their customer id. */
/* @__NO_SIDE_EFFECTS__ */
export function customerRecordsGet<R extends AnySchema>(path: string, summary: string, response: R) {
  return ownRecordsGet('customer', v.object({ custid: idInput }), { path, summary, response });
}

/** A GET of the signed-in booker's own records, asked for by their booker id. */
/* @__NO_SIDE_EFFECTS__ */
export function bookerRecordsGet<R extends AnySchema>(path: string, summary: string, response: R) {
  return ownRecordsGet('booker', v.object({ bookerid: idInput }), { path, summary, response });
}
