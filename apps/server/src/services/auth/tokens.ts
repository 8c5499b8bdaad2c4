import { createHash, randomBytes } from 'node:crypto';

/** A fresh random 256-bit token, base64url (43 characters): what the client holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: what the database holds (a leaked table gives no usable token). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
