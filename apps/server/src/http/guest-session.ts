import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest's browser session: a random token in an HttpOnly cookie, given with a guest's first quotation and ending
 * with the browser. A guest's quote is signed with the token's key (a hash: the QuotationId's payload is readable),
 * and only a request carrying the same token books it, so a guest quote cannot be booked by another party.
 */
const GUEST_COOKIE = 'cabkit_guest';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** The key of the guest session a request carries, or '' when it carries none. */
export function guestSessionKey(request: FastifyRequest): string {
  const token = request.cookies[GUEST_COOKIE];
  return token && TOKEN.test(token) ? keyOf(token) : '';
}

/** The key of the request's guest session, starting one (its cookie set on `reply`) when it carries none. */
export function ensureGuestSession(request: FastifyRequest, reply: FastifyReply): string {
  const key = guestSessionKey(request);
  if (key) return key;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return keyOf(token);
}
