import type { FastifyRequest } from 'fastify';

/** Who is calling: the signed-in customer and, for bookers, their booker id. */
export interface Session {
  customerId: number | null;
  bookerId: number | null;
}

/** Finds the caller's session from the request (cookie or bearer token); null for a guest. */
export type SessionResolver = (request: FastifyRequest) => Promise<Session | null> | Session | null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the onRequest hook in buildApp; null for a guest. */
    cabkitSession: Session | null;
  }
}
