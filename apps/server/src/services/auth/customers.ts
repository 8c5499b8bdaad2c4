import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import type { CustomerRow } from './account-store';
import { hashPassword } from './password';

/** The profile fields of a customer, as sign-in, sign-up and update-profile answer them. */
export function profileOf(customer: CustomerRow) {
  return {
    Id: customer.id,
    Phone: customer.phone,
    BookerId: customer.bookerId ?? 0,
    Email: customer.email,
    FirstName: customer.firstName,
    LastName: customer.lastName,
    DialingCode: customer.dialingCode,
    SmsMailingList: customer.smsMailingList,
    EmailMailingList: customer.emailMailingList,
  };
}

/** The profile of one of the tenant's customers by id (what sign-in answered), or null when there is none. */
export async function customerProfile(db: Db, tenantId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.tenantId, tenantId)))
    .limit(1);
  return row ? profileOf(row) : null;
}

/** What a new account needs (the password in plain text: it is hashed here with scrypt). */
export interface NewCustomer {
  tenantId: number;
  email: string;
  password: string;
  phone: string;
  /** The dialling code, already the tenant's own when the sign-up gave none. */
  dialingCode: string;
  firstName: string;
  lastName?: string;
  bookerId?: number | null;
}

/** The result of creating an account: the row, or `email-taken` when the tenant already has that e-mail. */
export type CreateCustomerResult = { ok: true; customer: CustomerRow } | { ok: false; reason: 'email-taken' };

/** True for a PostgreSQL unique-constraint violation (also when wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Creates a customer account (sign-up, or a booking whose contact set a password): e-mail stored
 * trimmed and lower-case, password as a salted scrypt key. Safe under races: the unique index decides.
 */
export async function createCustomer(db: Db, input: NewCustomer): Promise<CreateCustomerResult> {
  const password = await hashPassword(input.password);
  try {
    const [customer] = await db
      .insert(customers)
      .values({
        tenantId: input.tenantId,
        email: input.email.trim().toLowerCase(),
        phone: input.phone,
        dialingCode: input.dialingCode,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        passwordHash: password.hash,
        passwordSalt: password.salt,
        bookerId: input.bookerId ?? null,
      })
      .returning();
    if (!customer) throw new Error('Customer insert returned no row');
    return { ok: true, customer };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}
