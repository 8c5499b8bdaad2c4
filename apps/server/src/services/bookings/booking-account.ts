import { normalizePhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cabkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { badInput } from '../../http/errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords';
import { isUniqueViolation } from '../auth/customers';
import { hashPassword, type PasswordRecord } from '../auth/password';

/** The refusal when a booking asks for an account whose e-mail already has one. */
export const BOOKING_EMAIL_TAKEN =
  'An account with this email address already exists. Please sign in, or book without creating an account.';

/** What a guest booking gives for the account it creates (docs/behaviour/people.md#roles "Contact password set creates an account"). */
export interface BookingAccountInput {
  email: string;
  /** The contact password as the client sends it in `passwordhash`: treated as the password, never as a hash. */
  passwordhash: string;
  name: string;
  lastname: string;
  phone: string;
  /** The dialling code, already the tenant's own when the booking gave none. */
  dialingcode: string;
}

/**
 * Checks and scrypt-hashes a booking's account password before the booking's transaction starts (hashing is slow
 * on purpose, so it is kept out of the transaction). A malformed or common password is a 400 naming `passwordhash`.
 */
export async function prepareBookingAccount(
  input: Pick<BookingAccountInput, 'email' | 'passwordhash'>,
): Promise<PasswordRecord> {
  const length = input.passwordhash.trim().length;
  if (length < PASSWORD_MIN_LENGTH) throw badInput('passwordhash: must be at least 6 characters long');
  if (length > PASSWORD_MAX_LENGTH) throw badInput('passwordhash: must be at most 20 characters long');
  if (input.email.trim() === '') throw badInput('email: is required to create an account');
  if (isCommonPassword(input.passwordhash)) throw badInput(`passwordhash: ${COMMON_PASSWORD_MESSAGE}`);
  return hashPassword(input.passwordhash);
}

/** The names of an account from the booking's contact: `name` may hold the full name when `lastname` is empty. */
export function accountNames(name: string, lastname: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  if (lastname.trim() !== '') return { firstName: trimmed, lastName: lastname.trim() };
  const [firstName = '', ...rest] = trimmed.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Creates the customer account a guest's booking asks for, inside the booking's transaction (so a refused or
 * replayed booking creates none). Returns the new customer id, or `email-taken` when the tenant already has an
 * account with that e-mail.
 */
export async function createBookingAccount(
  tx: Db,
  tenantId: number,
  input: BookingAccountInput,
  password: PasswordRecord,
): Promise<{ ok: true; customerId: number } | { ok: false; reason: 'email-taken' }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email)))
    .limit(1);
  if (existing) return { ok: false, reason: 'email-taken' };
  const { firstName, lastName } = accountNames(input.name, input.lastname);
  try {
    const [row] = await tx
      .insert(customers)
      .values({
        tenantId,
        email,
        phone: normalizePhone(input.phone),
        dialingCode: input.dialingcode,
        firstName,
        lastName,
        passwordHash: password.hash,
        passwordSalt: password.salt,
      })
      .returning({ id: customers.id });
    if (!row) throw new Error('Customer insert returned no row');
    return { ok: true, customerId: row.id };
  } catch (error) {
    // A concurrent sign-up with the same e-mail won the unique index.
    if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}
