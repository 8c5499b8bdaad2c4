import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@cabkit/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addressBook, customers, passwordResetTokens, sessions } from '../db/schema-accounts';
import { forbidden, notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { createCustomer, isUniqueViolation } from '../services/auth/customers';
import { decoyPasswordRecord, hashPassword, verifyPassword } from '../services/auth/password';
import {
  clearSessionCookie,
  issueSession,
  requestToken,
  revokeCustomerSessions,
  revokeSession,
  setSessionCookie,
} from '../services/auth/sessions';
import { hashToken, newToken } from '../services/auth/tokens';
import { resetPasswordMail } from '../services/mail/templates';
import { assertOwnCustomer } from './accounts-access';
import { limitFor, mailServiceOf, publicBaseUrl, withRateLimit } from './accounts-shared';
import type { RoutePlugin } from './types';

/** The message for a wrong e-mail or password (the same for both: never reveal which). */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** The answer to every password reset request, whether or not the e-mail is known (docs/behaviour/people.md#forgot-password wording). */
export const RESET_LINK_SENT = 'A password reset link has been sent to your email';
/** The answer to a reset link that is unknown, used or expired. */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
/** The answer to a sign-up or profile change with an e-mail another account has. */
export const EMAIL_TAKEN = 'An account with this email address already exists. Please sign in instead.';
/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

type CustomerRow = typeof customers.$inferSelect;

const emptyProfile = {
  Id: 0,
  Phone: '',
  BookerId: 0,
  Email: '',
  FirstName: '',
  LastName: '',
  DialingCode: '',
  SmsMailingList: false,
  EmailMailingList: false,
  Token: '',
};

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

/** A customer of the tenant by e-mail (case-insensitive: e-mails are stored lower-case). */
export async function customerByEmail(db: Db, tenantId: number, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

async function customerById(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('No such account.');
  return row;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Accounts: sign-in, sign-up, sign-out, password reset and change, profile and address book. */
export const accountsRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const mail = mailServiceOf(deps);

  await withRateLimit(app, limitFor('signIn'), (scope) => {
    registerEndpoint(scope, endpoints.signIn, async ({ body, request, reply }) => {
      const customer = await customerByEmail(db, tenant.id, body.email);
      // Unknown e-mails cost one scrypt too, so timing does not tell which e-mails have accounts.
      const valid = await verifyPassword(
        body.passwordhash,
        customer ? { hash: customer.passwordHash, salt: customer.passwordSalt } : decoyPasswordRecord,
      );
      if (!customer || !valid) return { Code: 2, Message: INVALID_CREDENTIALS, ...emptyProfile };
      const session = await issueSession(db, customer.id, body.rememberme);
      setSessionCookie(request, reply, session);
      return { Code: 1, Message: 'You are now signed in.', ...profileOf(customer), Token: session.token };
    });
  });

  registerEndpoint(app, endpoints.signUp, async ({ body, request, reply }) => {
    const result = await createCustomer(db, {
      tenantId: tenant.id,
      email: body.email,
      password: body.passwordhash,
      phone: body.phone,
      dialingCode: body.dialingcode,
      firstName: body.firstname,
      lastName: body.surname,
    });
    if (!result.ok) return { Code: 2, Message: EMAIL_TAKEN, ...emptyProfile };
    const created = result.customer;
    // Sign-up is always remembered (docs/behaviour/people.md#sign-up Storage).
    const session = await issueSession(db, created.id, true);
    setSessionCookie(request, reply, session);
    return { Code: 1, Message: 'Your account has been created.', ...profileOf(created), Token: session.token };
  });

  registerEndpoint(app, endpoints.signOut, async ({ request, reply }) => {
    const token = requestToken(request);
    if (token) await revokeSession(db, token);
    clearSessionCookie(request, reply);
    return { Code: 1, Message: 'You are now signed out.' };
  });

  await withRateLimit(app, limitFor('resetPassword'), (scope) => {
    registerEndpoint(scope, endpoints.resetPassword, async ({ body, request }) => {
      const customer = await customerByEmail(db, tenant.id, body.email);
      if (customer) {
        const code = newToken();
        const [token] = await db
          .insert(passwordResetTokens)
          .values({
            customerId: customer.id,
            codeHash: hashToken(code),
            expiresAt: new Date(Date.now() + RESET_LINK_MS),
          })
          .returning({ id: passwordResetTokens.id });
        if (token) {
          const link = `${publicBaseUrl(request)}/resetpassword/${token.id}/${code}`;
          const company = tenant.configuration.CompanyName || tenant.name;
          await mail.send(resetPasswordMail(customer.email, customer.firstName, link, company));
        }
      }
      return { Code: 1, Message: RESET_LINK_SENT };
    });
  });

  registerEndpoint(app, endpoints.savePassword, async ({ body }) => {
    const [token] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, body.id)).limit(1);
    const usable =
      token && token.usedAt === null && token.expiresAt > new Date() && sameHash(token.codeHash, hashToken(body.code));
    if (!token || !usable) return { Code: 2, Message: RESET_LINK_INVALID };
    const password = await hashPassword(body.passwordhash);
    const done = await db.transaction(async (tx) => {
      // Claim the link atomically, so two submissions of one link cannot both succeed.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) return false;
      await tx
        .update(customers)
        .set({ passwordHash: password.hash, passwordSalt: password.salt, updatedAt: new Date() })
        .where(eq(customers.id, token.customerId));
      await revokeCustomerSessions(tx as unknown as Db, token.customerId);
      return true;
    });
    if (!done) return { Code: 2, Message: RESET_LINK_INVALID };
    return { Code: 1, Message: 'Your password has been changed. Please sign in with your new password.' };
  });

  registerEndpoint(app, endpoints.changePassword, async ({ body, session, request }) => {
    assertOwnCustomer(session, body.custid);
    const customer = await customerById(db, body.custid);
    const valid = await verifyPassword(body.oldpasswordhash, {
      hash: customer.passwordHash,
      salt: customer.passwordSalt,
    });
    if (!valid) return { Code: 2, Message: 'The current password is incorrect.' };
    const password = await hashPassword(body.passwordhash);
    const current = requestToken(request);
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ passwordHash: password.hash, passwordSalt: password.salt, updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
      // Every other session ends; the one making the change stays signed in.
      await tx
        .delete(sessions)
        .where(
          current
            ? and(eq(sessions.customerId, customer.id), ne(sessions.tokenHash, hashToken(current)))
            : eq(sessions.customerId, customer.id),
        );
    });
    return { Code: 1, Message: 'Your password has been changed.' };
  });

  registerEndpoint(app, endpoints.updateProfile, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    let updated: CustomerRow | undefined;
    try {
      [updated] = await db
        .update(customers)
        .set({
          email: body.email.toLowerCase(),
          phone: body.phone,
          dialingCode: body.dialingcode,
          firstName: body.firstname,
          lastName: body.surname,
          smsMailingList: body.smsmailinglist,
          emailMailingList: body.emailmailinglist,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, body.custid))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) return { Code: 2, Message: EMAIL_TAKEN, ...emptyProfile };
      throw error;
    }
    if (!updated) throw notFound('No such account.');
    return { Code: 1, Message: 'Your profile has been updated.', ...profileOf(updated), Token: '' };
  });

  registerAddressBook(app, db);
};

type AddressRow = typeof addressBook.$inferSelect;

/** An address-book row as the contract's Address. */
export function toAddress(row: AddressRow, order = 0) {
  const category = row.category === 'other' ? 'Other' : row.category === 'home' ? 'Home' : 'Work';
  return {
    Id: row.id,
    Name: row.name,
    Code: '',
    Line1: row.line1,
    Line2: row.line2,
    Title: row.name,
    Category: category,
    Postcode: row.postcode,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Fulladdress: row.fullAddress || [row.line1, row.line2, row.postcode].filter(Boolean).join(', '),
    PlaceName: row.placeName,
    PlaceId: `addressbook:${row.id}`,
    IconPath: `assets/images/${row.category}.svg`,
    Order: order,
    Valid: true,
  };
}

function registerAddressBook(app: Parameters<RoutePlugin>[0], db: Db): void {
  const ownedEntry = async (customerId: number | null, id: number): Promise<AddressRow> => {
    const [row] = await db.select().from(addressBook).where(eq(addressBook.id, id)).limit(1);
    if (!row) throw notFound('No saved place with that id.');
    if (row.customerId !== customerId) throw forbidden('This saved place is not yours.');
    return row;
  };

  registerEndpoint(app, endpoints.getAddressBook, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    const rows = await db
      .select()
      .from(addressBook)
      .where(eq(addressBook.customerId, query.custid))
      .orderBy(addressBook.category, addressBook.id);
    return { Code: 1, Message: '', Addresses: rows.map((row, i) => toAddress(row, i)) };
  });

  registerEndpoint(app, endpoints.addAddressBook, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    const [row] = await db
      .insert(addressBook)
      .values({
        customerId: body.custid,
        name: body.name,
        line1: body.line1,
        line2: body.line2,
        postcode: body.postcode,
        category: body.category as AddressRow['category'],
        latitude: body.latitude,
        longitude: body.longitude,
        placeName: body.placename,
        fullAddress: body.fulladdress,
      })
      .returning();
    return { Code: 1, Message: 'The place has been saved.', Address: row ? toAddress(row) : null };
  });

  registerEndpoint(app, endpoints.updateAddressBook, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    await ownedEntry(session.customerId, body.id);
    const [row] = await db
      .update(addressBook)
      .set({
        name: body.name,
        line1: body.line1,
        line2: body.line2,
        postcode: body.postcode,
        category: body.category as AddressRow['category'],
        latitude: body.latitude,
        longitude: body.longitude,
        placeName: body.placename,
        fullAddress: body.fulladdress,
        updatedAt: new Date(),
      })
      .where(and(eq(addressBook.id, body.id), eq(addressBook.customerId, body.custid)))
      .returning();
    return { Code: 1, Message: 'The place has been updated.', Address: row ? toAddress(row) : null };
  });

  registerEndpoint(app, endpoints.deleteAddressBook, async ({ query, session }) => {
    await ownedEntry(session.customerId, query.id);
    await db
      .delete(addressBook)
      .where(and(eq(addressBook.id, query.id), eq(addressBook.customerId, session.customerId ?? 0)));
    return { Code: 1, Message: 'The place has been removed.' };
  });
}
