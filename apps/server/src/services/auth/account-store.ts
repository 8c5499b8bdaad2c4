import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, passwordResetTokens, sessions } from '../../db/schema-accounts';
import { notFound } from '../../http/errors';
import { stopCustomerShares } from '../tracking/shares';
import { hashPassword } from './password';
import { revokeCustomerSessions } from './sessions';
import { hashToken, newToken } from './tokens';

/** A stored customer account. */
export type CustomerRow = typeof customers.$inferSelect;

/** How long a reset link works. */
const RESET_LINK_MS = 60 * 60 * 1000;

/** A customer of the tenant by e-mail (case-insensitive: e-mails are stored lower-case). */
export async function customerByEmail(db: Db, tenantId: number, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** A customer by id; 404 when there is none (the caller already checked it is the session's own). */
export async function customerById(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('No such account.');
  return row;
}

/**
 * Replaces a key stored at an older, cheaper cost now that the password is known; left alone when the password
 * changed meanwhile (the stored key is no longer the one that was checked).
 */
export async function upgradePasswordKey(db: Db, customer: CustomerRow, password: string): Promise<void> {
  const upgraded = await hashPassword(password);
  await db
    .update(customers)
    .set({ passwordHash: upgraded.hash, passwordSalt: upgraded.salt })
    .where(and(eq(customers.id, customer.id), eq(customers.passwordHash, customer.passwordHash)));
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Ends every reset link of a customer not used yet (after any reset, password change or sign-in e-mail change). */
async function endResetCodes(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
}

function passwordColumns(password: { hash: string; salt: string }) {
  return { passwordHash: password.hash, passwordSalt: password.salt, updatedAt: new Date() };
}

/** Stores a new reset link for a customer and returns its id and code (the code is kept only as a hash). */
export async function storeResetLink(
  db: Db,
  tenantId: number,
  customerId: number,
): Promise<{ id: number; code: string } | undefined> {
  const code = newToken();
  const [token] = await db
    .insert(passwordResetTokens)
    .values({ tenantId, customerId, codeHash: hashToken(code), expiresAt: new Date(Date.now() + RESET_LINK_MS) })
    .returning({ id: passwordResetTokens.id });
  return token ? { id: token.id, code } : undefined;
}

/** The customer a reset link belongs to while it is unused, unexpired and its code matches; else undefined. */
export async function usableResetLink(db: Db, id: number, code: string): Promise<{ customerId: number } | undefined> {
  const [token] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)).limit(1);
  const usable =
    token && token.usedAt === null && token.expiresAt > new Date() && sameHash(token.codeHash, hashToken(code));
  return token && usable ? { customerId: token.customerId } : undefined;
}

/**
 * Sets the password a reset link was used for: false when the link was claimed meanwhile. Every other link,
 * session and shared trip of the account ends with it, all in one transaction.
 */
export async function resetPasswordWithLink(
  db: Db,
  link: { id: number; customerId: number },
  password: { hash: string; salt: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const store = tx as unknown as Db;
    // Claim the link atomically, so two submissions of one link cannot both succeed.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx.update(customers).set(passwordColumns(password)).where(eq(customers.id, link.customerId));
    await endResetCodes(store, link.customerId);
    await revokeCustomerSessions(store, link.customerId);
    // Signed out everywhere: the trips they shared stop being followed too.
    await stopCustomerShares(store, link.customerId);
    return true;
  });
}

/**
 * Sets a signed-in customer's new password: every other session ends (the one making the change, whose token is
 * `currentToken`, stays signed in), as do reset links and the trips whoever had the old password shared.
 */
export async function changeCustomerPassword(
  db: Db,
  customerId: number,
  password: { hash: string; salt: string },
  currentToken: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(customers).set(passwordColumns(password)).where(eq(customers.id, customerId));
    await endResetCodes(tx as unknown as Db, customerId);
    await tx
      .delete(sessions)
      .where(
        currentToken
          ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, hashToken(currentToken)))
          : eq(sessions.customerId, customerId),
      );
    await stopCustomerShares(tx as unknown as Db, customerId);
  });
}

/** The profile fields a customer may change. */
export type ProfileChange = Pick<
  CustomerRow,
  'email' | 'phone' | 'dialingCode' | 'firstName' | 'lastName' | 'smsMailingList' | 'emailMailingList'
>;

/**
 * Stores a customer's profile; when the e-mail changes, links mailed to the old address stop working. Throws the
 * database's unique violation when another account has the e-mail (`isUniqueViolation`).
 */
export async function updateCustomerProfile(
  db: Db,
  customerId: number,
  change: ProfileChange,
  emailChanges: boolean,
): Promise<CustomerRow> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning();
    if (emailChanges) await endResetCodes(tx as unknown as Db, customerId);
    return row;
  });
  if (!updated) throw notFound('No such account.');
  return updated;
}

/** Ends every session and every shared trip of a customer at once (sign out everywhere). */
export async function signOutCustomerEverywhere(db: Db, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeCustomerSessions(tx as unknown as Db, customerId);
    await stopCustomerShares(tx as unknown as Db, customerId);
  });
}
