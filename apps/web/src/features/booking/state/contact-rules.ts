import {
  validateConfirmPassword,
  validateEmail,
  validatePassword,
  validatePhone,
  validateText,
} from '@cabkit/domain/validation';
import type { ContactDetails, CustomerDetails } from '../../../state/booking';

/** Who is booking, as the contact rules of docs/behaviour/people.md#contact-validation see it. */
export interface PeopleContext {
  /** Nobody is signed in. */
  isGuest: boolean;
  /** The signed-in account is a booker (books for a customer). */
  isBooker: boolean;
  /** Guests may book (their e-mail is then required). */
  allowGuests: boolean;
}

/** The password a guest types to create an account with the booking (docs/behaviour/people.md#roles); never persisted. */
export interface AccountPassword {
  /** "Create an account" is ticked. */
  createAccount: boolean;
  password: string;
  confirm: string;
}

/** Field titles of the contact step, matching the visible labels ('{title} is required'). */
const contactTitles = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  customerFirstName: 'First name',
  customerLastName: 'Last name',
  customerPhone: 'Phone',
  customerEmail: 'Email',
  ourRef: 'Our reference',
} as const;

/** True when a guest's account password takes part (ticked, or anything typed: docs/behaviour/people.md#roles "password set creates an account"). */
export function createsAccount(account: AccountPassword): boolean {
  return account.createAccount || account.password.trim() !== '' || account.confirm.trim() !== '';
}

/** Errors of a booker's customer (docs/behaviour/people.md#contact-validation: first name and phone required, email optional but checked). */
export function customerErrors(customer: CustomerDetails): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('customer.firstName', validateText(customer.firstName, contactTitles.customerFirstName));
  put('customer.phone', validatePhone(customer.phone, contactTitles.customerPhone, customer.dialingCode || '+44'));
  put('customer.email', validateEmail(customer.email, contactTitles.customerEmail, false));
  put('customer.ourRef', validateText(customer.ourRef, contactTitles.ourRef, { required: false }));
  return errors;
}

/**
 * Errors of the contact step (docs/behaviour/people.md#contact-validation): name and phone required; email required for guests when guests may book,
 * pattern-checked when present; a guest creating an account needs a 6-20 character password, confirmed; a signed-in
 * customer's contact is locked to the profile and only needs a name; bookers also need a valid customer.
 */
export function contactErrors(
  contact: ContactDetails,
  customer: CustomerDetails,
  account: AccountPassword,
  context: PeopleContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  if (!context.isGuest && !context.isBooker) {
    put('name', validateText(contact.name, contactTitles.name));
    return errors;
  }
  put('name', validateText(contact.name, contactTitles.name));
  put('phone', validatePhone(contact.phone, contactTitles.phone, contact.dialingCode || '+44'));
  put('email', validateEmail(contact.email, contactTitles.email, context.isGuest && context.allowGuests));
  if (context.isGuest && createsAccount(account)) {
    put('password', validatePassword(account.password, contactTitles.password));
    put('confirmPassword', validateConfirmPassword(account.password, account.confirm, contactTitles.confirmPassword));
  }
  if (context.isBooker) Object.assign(errors, customerErrors(customer));
  return errors;
}
