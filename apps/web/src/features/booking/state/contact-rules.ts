import { createContact, createCustomer } from '@cabkit/domain/model';
import { type ValidationResult, validateContact, validateCustomer } from '@cabkit/domain/validation';
import type { ContactDetails, CustomerDetails } from '../../../state/booking';
import { tenantDialingCode } from '../../../state/config';

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

/** The wizard's field for each field the domain's contact rules name. */
const wizardFields: Record<string, string> = {
  Name: 'name',
  FirstName: 'name',
  Phone: 'phone',
  Email: 'email',
  Password: 'password',
  ConfirmPassword: 'confirmPassword',
  'Customer.FirstName': 'customer.firstName',
  'Customer.LastName': 'customer.lastName',
  'Customer.Phone': 'customer.phone',
  'Customer.Email': 'customer.email',
  'Customer.OurRef': 'customer.ourRef',
};

/** The domain's customer, from the wizard's (bookings saved without a dialing code mean +44). */
function domainCustomer(customer: CustomerDetails) {
  return createCustomer({
    FirstName: customer.firstName,
    LastName: customer.lastName,
    Phone: customer.phone,
    DialingCode: tenantDialingCode(customer.dialingCode),
    Email: customer.email,
    OurRef: customer.ourRef,
  });
}

/** The outcome as the wizard's field errors: the passenger's first, then the customer's, as the step shows them. */
function wizardErrors(result: ValidationResult, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  const ordered = [...result.errors].sort(
    (a, b) => Number(a.field.startsWith('Customer.')) - Number(b.field.startsWith('Customer.')),
  );
  for (const { field, message } of ordered) errors[wizardFields[prefix + field] ?? field] = message;
  return errors;
}

/** Errors of a booker's customer, by the domain's customer rule (docs/behaviour/people.md#contact-validation). */
export function customerErrors(customer: CustomerDetails): Record<string, string> {
  return wizardErrors(validateCustomer(domainCustomer(customer)), 'Customer.');
}

/**
 * Errors of the contact step, by the domain's contact rule (docs/behaviour/people.md#contact-validation): the wizard
 * asks for the name in one piece and for the account password twice.
 */
export function contactErrors(
  contact: ContactDetails,
  customer: CustomerDetails,
  account: AccountPassword,
  context: PeopleContext,
): Record<string, string> {
  const passenger = createContact({
    Name: contact.name,
    Phone: contact.phone,
    DialingCode: tenantDialingCode(contact.dialingCode),
    Email: contact.email,
    Password: account.password,
    AsAccount: account.createAccount,
  });
  const result = validateContact(
    passenger,
    {
      isSignedIn: !context.isGuest,
      isBooker: context.isBooker,
      allowGuests: context.allowGuests,
      nameInOnePiece: true,
      confirmPassword: account.confirm,
    },
    context.isBooker ? domainCustomer(customer) : undefined,
  );
  return wizardErrors(result);
}
