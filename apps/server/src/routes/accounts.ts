import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@cabkit/contract';
import { PASSWORD_RESET_SENT_MESSAGE, RESET_LINK_INVALID } from '@cabkit/domain';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addressBook, customerInvoiceDetails, customers, passwordResetTokens, sessions } from '../db/schema-accounts';
import { notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { createCustomer, isUniqueViolation, profileOf } from '../services/auth/customers';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/auth/common-passwords';
import { decoyPasswordRecord, hashPassword, needsRehash, verifyPassword } from '../services/auth/password';
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
import { stopCustomerShares } from '../services/tracking/shares';
import { assertOwnCustomer } from './accounts-access';
import { limiterFor, mailServiceOf, runAfterResponse, withRateLimit } from './accounts-shared';
import type { RoutePlugin } from './types';

/** The message for a wrong e-mail or password (the same for both: never reveal which). */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
/** The answer to every password reset request, whether or not the e-mail is known (docs/behaviour/people.md#forgot-password wording). */
export const RESET_LINK_SENT = PASSWORD_RESET_SENT_MESSAGE;
/** The answer to a sign-up or profile change with an e-mail another account has. */
const EMAIL_TAKEN = 'An account with this email address already exists. Please sign in instead.';
/** The answer to a password change or sign-in e-mail change with a wrong current password. */
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
/** The answer to a sign-in e-mail change without the current password. */
export const CURRENT_PASSWORD_NEEDED =
  'Please enter your current password to change the e-mail address you sign in with.';
/** How long a reset link works. */
const RESET_LINK_MS = 60 * 60 * 1000;

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

/** A customer of the tenant by e-mail (case-insensitive: e-mails are stored lower-case). */
async function customerByEmail(db: Db, tenantId: number, email: string): Promise<CustomerRow | undefined> {
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

/** Ends every reset link of a customer not used yet (after any reset, password change or sign-in e-mail change). */
async function endResetCodes(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
}

/** Stores a new password for a customer (already hashed). */
function passwordColumns(password: { hash: string; salt: string }) {
  return { passwordHash: password.hash, passwordSalt: password.salt, updatedAt: new Date() };
}

/** Accounts: sign-in, sign-up, sign-out, password reset and change, profile and address book. */
export const accountsRoutes: RoutePlugin = async (app, deps) => {
  const { db, tenant } = deps;
  const mail = mailServiceOf(deps);
  // Guessing a current password (change-password, e-mail change) is limited per account, whatever the address.
  const limitCurrentPassword = limiterFor(app, 'currentPassword');
  const checkCurrentPassword = async (request: FastifyRequest, customer: CustomerRow, password: string) => {
    await limitCurrentPassword(request, `customer:${customer.id}`);
    return verifyPassword(password, { hash: customer.passwordHash, salt: customer.passwordSalt });
  };

  await withRateLimit(app, 'signIn', (scope) => {
    registerEndpoint(scope, endpoints.signIn, async ({ body, request, reply }) => {
      const customer = await customerByEmail(db, tenant.id, body.email);
      const stored = customer ? { hash: customer.passwordHash, salt: customer.passwordSalt } : decoyPasswordRecord();
      // Unknown e-mails cost one scrypt too, so timing does not tell which e-mails have accounts.
      const valid = await verifyPassword(body.passwordhash, stored);
      if (!customer || !valid) return { Code: 2, Message: INVALID_CREDENTIALS, ...emptyProfile };
      if (needsRehash(stored)) {
        // A key stored at an older, cheaper cost is replaced now that the password is known (unless it changed meanwhile).
        const upgraded = await hashPassword(body.passwordhash);
        await db
          .update(customers)
          .set({ passwordHash: upgraded.hash, passwordSalt: upgraded.salt })
          .where(and(eq(customers.id, customer.id), eq(customers.passwordHash, customer.passwordHash)));
      }
      const session = await issueSession(db, tenant.id, customer.id, body.rememberme);
      setSessionCookie(request, reply, session);
      return { Code: 1, Message: 'You are now signed in.', ...profileOf(customer), Token: session.token };
    });
  });

  await withRateLimit(app, 'signUp', (scope) => {
    registerEndpoint(scope, endpoints.signUp, async ({ body, request, reply }) => {
      if (isCommonPassword(body.passwordhash)) return { Code: 2, Message: COMMON_PASSWORD_MESSAGE, ...emptyProfile };
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
      const session = await issueSession(db, tenant.id, created.id, true);
      setSessionCookie(request, reply, session);
      return { Code: 1, Message: 'Your account has been created.', ...profileOf(created), Token: session.token };
    });
  });

  registerEndpoint(app, endpoints.signOut, async ({ request, reply }) => {
    const token = requestToken(request);
    if (token) await revokeSession(db, token);
    clearSessionCookie(request, reply);
    return { Code: 1, Message: 'You are now signed out.' };
  });

  // For a lost or shared device: no session of the account, nor any trip link it shared, outlives this; the hub
  // closes their sockets when the rows go (tracking/hub-access.ts).
  registerEndpoint(app, endpoints.signOutEverywhere, async ({ session, request, reply }) => {
    const customerId = session.customerId ?? 0;
    await db.transaction(async (tx) => {
      await revokeCustomerSessions(tx as unknown as Db, customerId);
      await stopCustomerShares(tx as unknown as Db, customerId);
    });
    clearSessionCookie(request, reply);
    return { Code: 1, Message: 'You are now signed out on every device.' };
  });

  await withRateLimit(app, 'resetPassword', (scope) => {
    registerEndpoint(scope, endpoints.resetPassword, async ({ body, request, reply }) => {
      const customer = await customerByEmail(db, tenant.id, body.email);
      // The link is stored and mailed once the answer is sent, so a known and an unknown e-mail answer alike and as fast.
      if (customer) {
        runAfterResponse(
          reply,
          async () => {
            const code = newToken();
            const [token] = await db
              .insert(passwordResetTokens)
              .values({
                tenantId: tenant.id,
                customerId: customer.id,
                codeHash: hashToken(code),
                expiresAt: new Date(Date.now() + RESET_LINK_MS),
              })
              .returning({ id: passwordResetTokens.id });
            if (!token) return;
            // The tenant's configured address, never the request's Host: a forged Host must not receive the code.
            const link = `${tenant.publicUrl}/resetpassword/${token.id}/${code}`;
            const company = tenant.configuration.CompanyName || tenant.name;
            await mail.send(resetPasswordMail(customer.email, customer.firstName, link, company));
          },
          (error) => request.log.error({ err: error }, 'password reset e-mail failed'),
        );
      }
      return { Code: 1, Message: RESET_LINK_SENT };
    });
  });

  registerEndpoint(app, endpoints.savePassword, async ({ body }) => {
    const [token] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, body.id)).limit(1);
    const usable =
      token && token.usedAt === null && token.expiresAt > new Date() && sameHash(token.codeHash, hashToken(body.code));
    if (!token || !usable) return { Code: 2, Message: RESET_LINK_INVALID };
    // Refused before the link is claimed, so the customer can try another password with the same link.
    if (isCommonPassword(body.passwordhash)) return { Code: 2, Message: COMMON_PASSWORD_MESSAGE };
    const password = await hashPassword(body.passwordhash);
    const done = await db.transaction(async (tx) => {
      // Claim the link atomically, so two submissions of one link cannot both succeed.
      const claimed = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (claimed.length === 0) return false;
      await tx.update(customers).set(passwordColumns(password)).where(eq(customers.id, token.customerId));
      // Every other link sent before this one stops working too.
      await endResetCodes(tx as unknown as Db, token.customerId);
      await revokeCustomerSessions(tx as unknown as Db, token.customerId);
      // Signed out everywhere: the trips they shared stop being followed too.
      await stopCustomerShares(tx as unknown as Db, token.customerId);
      return true;
    });
    if (!done) return { Code: 2, Message: RESET_LINK_INVALID };
    return { Code: 1, Message: 'Your password has been changed. Please sign in with your new password.' };
  });

  registerEndpoint(app, endpoints.changePassword, async ({ body, session, request }) => {
    assertOwnCustomer(session, body.custid);
    const customer = await customerById(db, body.custid);
    if (!(await checkCurrentPassword(request, customer, body.oldpasswordhash)))
      return { Code: 2, Message: CURRENT_PASSWORD_WRONG };
    if (isCommonPassword(body.passwordhash)) return { Code: 2, Message: COMMON_PASSWORD_MESSAGE };
    const password = await hashPassword(body.passwordhash);
    const current = requestToken(request);
    await db.transaction(async (tx) => {
      await tx.update(customers).set(passwordColumns(password)).where(eq(customers.id, customer.id));
      await endResetCodes(tx as unknown as Db, customer.id);
      // Every other session ends; the one making the change stays signed in.
      await tx
        .delete(sessions)
        .where(
          current
            ? and(eq(sessions.customerId, customer.id), ne(sessions.tokenHash, hashToken(current)))
            : eq(sessions.customerId, customer.id),
        );
      // Whoever had the old password may have made shared links: they stop with it.
      await stopCustomerShares(tx as unknown as Db, customer.id);
    });
    return { Code: 1, Message: 'Your password has been changed.' };
  });

  registerEndpoint(app, endpoints.updateProfile, async ({ body, session, request }) => {
    assertOwnCustomer(session, body.custid);
    const customer = await customerById(db, body.custid);
    const email = body.email.toLowerCase();
    const emailChanges = email !== customer.email;
    if (emailChanges) {
      // The sign-in e-mail is the key to the account (resets go there): changing it needs the current password.
      if (body.currentpasswordhash === '') return { Code: 2, Message: CURRENT_PASSWORD_NEEDED, ...emptyProfile };
      if (!(await checkCurrentPassword(request, customer, body.currentpasswordhash)))
        return { Code: 2, Message: CURRENT_PASSWORD_WRONG, ...emptyProfile };
    }
    let updated: CustomerRow | undefined;
    try {
      updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({
            email,
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
        // Links mailed to the old address stop working.
        if (emailChanges) await endResetCodes(tx as unknown as Db, body.custid);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { Code: 2, Message: EMAIL_TAKEN, ...emptyProfile };
      throw error;
    }
    if (!updated) throw notFound('No such account.');
    return { Code: 1, Message: 'Your profile has been updated.', ...profileOf(updated), Token: '' };
  });

  registerAddressBook(app, db, tenant.id);
};

type AddressRow = typeof addressBook.$inferSelect;

/** An address-book row as the contract's Address. */
function toAddress(row: AddressRow, order = 0) {
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

function registerAddressBook(app: Parameters<RoutePlugin>[0], db: Db, tenantId: number): void {
  const ownedEntry = async (customerId: number | null, id: number): Promise<AddressRow> => {
    const [row] = await db.select().from(addressBook).where(eq(addressBook.id, id)).limit(1);
    // Someone else's saved place answers as a missing one, so ids cannot be counted.
    if (!row || row.customerId !== customerId) throw notFound('No saved place with that id.');
    return row;
  };

  /** The details as the API answers them: every field empty until the customer first saves them. */
  const invoiceDetailsOf = (row: typeof customerInvoiceDetails.$inferSelect | undefined) => ({
    Company: row?.company ?? '',
    Name: row?.name ?? '',
    AddressLine1: row?.addressLine1 ?? '',
    AddressLine2: row?.addressLine2 ?? '',
    City: row?.city ?? '',
    PostalCode: row?.postcode ?? '',
    Country: row?.country ?? '',
    VatNumber: row?.vatNumber ?? '',
    Email: row?.email ?? '',
  });

  registerEndpoint(app, endpoints.getInvoiceDetails, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    const [row] = await db
      .select()
      .from(customerInvoiceDetails)
      .where(eq(customerInvoiceDetails.customerId, query.custid));
    return { Code: 1, Message: '', InvoiceDetails: invoiceDetailsOf(row) };
  });

  registerEndpoint(app, endpoints.updateInvoiceDetails, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    const values = {
      company: body.company,
      name: body.name,
      addressLine1: body.addressline1,
      addressLine2: body.addressline2,
      city: body.city,
      postcode: body.postcode.toUpperCase(),
      country: body.country,
      vatNumber: body.vatnumber,
      email: body.email.toLowerCase(),
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(customerInvoiceDetails)
      .values({ tenantId, customerId: body.custid, ...values })
      .onConflictDoUpdate({ target: customerInvoiceDetails.customerId, set: values })
      .returning();
    return { Code: 1, Message: 'Your invoice details have been saved.', InvoiceDetails: invoiceDetailsOf(row) };
  });

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
        tenantId,
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
