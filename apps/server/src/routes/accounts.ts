import { endpoints, type ParsedBodyOf } from '@cabkit/contract';
import { dialingCodeOr, PASSWORD_RESET_SENT_MESSAGE, RESET_LINK_INVALID } from '@cabkit/domain';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../http/register';
import {
  type CustomerRow,
  changeCustomerPassword,
  customerByEmail,
  customerById,
  resetPasswordWithLink,
  signOutCustomerEverywhere,
  storeResetLink,
  updateCustomerProfile,
  upgradePasswordKey,
  usableResetLink,
} from '../services/auth/account-store';
import {
  addSavedPlace,
  listSavedPlaces,
  readInvoiceDetails,
  removeSavedPlace,
  saveInvoiceDetails,
  updateSavedPlace,
} from '../services/auth/address-book';
import { createCustomer, isUniqueViolation, profileOf } from '../services/auth/customers';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../services/auth/common-passwords';
import { decoyPasswordRecord, hashPassword, needsRehash, verifyPassword } from '../services/auth/password';
import {
  clearSessionCookie,
  issueSession,
  requestToken,
  revokeSession,
  setSessionCookie,
} from '../services/auth/sessions';
import { resetPasswordMail } from '../services/mail/templates';
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
      if (needsRehash(stored)) await upgradePasswordKey(db, customer, body.passwordhash);
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
        dialingCode: dialingCodeOr(body.dialingcode, tenant.configuration.DialingCode),
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
    await signOutCustomerEverywhere(db, customerId);
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
            const token = await storeResetLink(db, tenant.id, customer.id);
            if (!token) return;
            // The tenant's configured address, never the request's Host: a forged Host must not receive the code.
            const link = `${tenant.publicUrl}/resetpassword/${token.id}/${token.code}`;
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
    const link = await usableResetLink(db, body.id, body.code);
    if (!link) return { Code: 2, Message: RESET_LINK_INVALID };
    // Refused before the link is claimed, so the customer can try another password with the same link.
    if (isCommonPassword(body.passwordhash)) return { Code: 2, Message: COMMON_PASSWORD_MESSAGE };
    const password = await hashPassword(body.passwordhash);
    const done = await resetPasswordWithLink(db, { id: body.id, customerId: link.customerId }, password);
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
    await changeCustomerPassword(db, customer.id, password, requestToken(request));
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
    let updated: CustomerRow;
    try {
      const change = {
        email,
        phone: body.phone,
        dialingCode: dialingCodeOr(body.dialingcode, tenant.configuration.DialingCode),
        firstName: body.firstname,
        lastName: body.surname,
        smsMailingList: body.smsmailinglist,
        emailMailingList: body.emailmailinglist,
      };
      updated = await updateCustomerProfile(db, body.custid, change, emailChanges);
    } catch (error) {
      if (isUniqueViolation(error)) return { Code: 2, Message: EMAIL_TAKEN, ...emptyProfile };
      throw error;
    }
    return { Code: 1, Message: 'Your profile has been updated.', ...profileOf(updated), Token: '' };
  });

  registerAddressBook(app, deps);
};

/** The saved places and invoice details of a signed-in customer (their own only). */
const registerAddressBook: RoutePlugin = async (app, { db, tenant }) => {
  // An added and an updated place carry the same fields (the update adds the id).
  const place = (body: ParsedBodyOf<typeof endpoints.addAddressBook>) => ({
    name: body.name,
    line1: body.line1,
    line2: body.line2,
    postcode: body.postcode,
    category: body.category,
    latitude: body.latitude,
    longitude: body.longitude,
    placeName: body.placename,
    fullAddress: body.fulladdress,
  });

  registerEndpoint(app, endpoints.getInvoiceDetails, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    return { Code: 1, Message: '', InvoiceDetails: await readInvoiceDetails(db, query.custid) };
  });

  registerEndpoint(app, endpoints.updateInvoiceDetails, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    const InvoiceDetails = await saveInvoiceDetails(
      db,
      { tenantId: tenant.id, customerId: body.custid },
      {
        company: body.company,
        name: body.name,
        addressLine1: body.addressline1,
        addressLine2: body.addressline2,
        city: body.city,
        postcode: body.postcode,
        country: body.country,
        vatNumber: body.vatnumber,
        email: body.email,
      },
    );
    return { Code: 1, Message: 'Your invoice details have been saved.', InvoiceDetails };
  });

  registerEndpoint(app, endpoints.getAddressBook, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    return { Code: 1, Message: '', Addresses: await listSavedPlaces(db, query.custid) };
  });

  registerEndpoint(app, endpoints.addAddressBook, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    const Address = await addSavedPlace(db, { tenantId: tenant.id, customerId: body.custid }, place(body));
    return { Code: 1, Message: 'The place has been saved.', Address };
  });

  registerEndpoint(app, endpoints.updateAddressBook, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    const Address = await updateSavedPlace(db, body.custid, body.id, place(body));
    return { Code: 1, Message: 'The place has been updated.', Address };
  });

  registerEndpoint(app, endpoints.deleteAddressBook, async ({ query, session }) => {
    await removeSavedPlace(db, session.customerId ?? 0, query.id);
    return { Code: 1, Message: 'The place has been removed.' };
  });
};
