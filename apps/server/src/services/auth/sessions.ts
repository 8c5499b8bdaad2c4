import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema-accounts';
import type { Session } from '../../http/session';
import { hashToken, newToken } from './tokens';

/** The session cookie's name. */
const SESSION_COOKIE = 'cabkit_session';
/** How long a remembered session lasts (the cookie persists as long). */
const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a session lasts when not remembered (the cookie ends with the browser). */
const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

/** A freshly issued session: the token the client keeps and when it expires. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

/** Stores a new session for a customer (only the token's hash is kept). */
export async function issueSession(
  db: Db,
  tenantId: number,
  customerId: number,
  remember: boolean,
  now = new Date(),
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
  await db.insert(sessions).values({ tenantId, customerId, tokenHash: hashToken(token), remember, expiresAt });
  // Housekeeping: drop this customer's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), lt(sessions.expiresAt, now)));
  return { token, expiresAt, remember };
}

/**
 * The session a token stands for (customer and booker ids), or null when unknown or expired; with a
 * `tenantId`, only an account of that tenant counts (one database can hold several tenants).
 */
async function findSession(db: Db, token: string, now = new Date(), tenantId?: number): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ customerId: customers.id, bookerId: customers.bookerId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        tenantId === undefined ? undefined : eq(customers.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row ? { customerId: row.customerId, bookerId: row.bookerId ?? null } : null;
}

/** Ends one session. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a customer (after a password change or reset). */
export async function revokeCustomerSessions(db: Db, customerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}

/** Reads one cookie from a Cookie header. */
function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The token a request carries: `Authorization: Bearer <token>` first, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  return readCookie(request.headers.cookie, SESSION_COOKIE);
}

function cookieAttributes(request: FastifyRequest): string {
  return `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** Sets the HttpOnly, SameSite=Lax session cookie (Secure over https; persistent only when remembered). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  const maxAge = session.remember ? `; Max-Age=${Math.floor(REMEMBERED_SESSION_MS / 1000)}` : '';
  reply.header('set-cookie', `${SESSION_COOKIE}=${session.token}; ${cookieAttributes(request)}${maxAge}`);
}

/** Clears the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${cookieAttributes(request)}; Max-Age=0`);
}

/** Builds the request -> session resolver buildApp runs on every request (cookie or bearer token). */
export function createSessionResolver(db: Db, tenantId?: number): (request: FastifyRequest) => Promise<Session | null> {
  return async (request) => {
    const token = requestToken(request);
    return token ? findSession(db, token, new Date(), tenantId) : null;
  };
}
