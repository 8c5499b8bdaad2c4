import { type Booking, type Contact, type Customer, createPayment, type Profile } from '../model/entities';
import { normalizePhone } from '../validation/fields';

/** "Use my details": copies the profile's name, phone, email and dialing code into the contact (docs/behaviour/people.md#contact-copies). */
export function copyMyDetails(contact: Contact, profile: Profile): Contact {
  return {
    ...contact,
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Name: `${profile.FirstName} ${profile.LastName}`.trim(),
    Phone: normalizePhone(profile.Phone),
    Email: profile.Email,
    DialingCode: profile.DialingCode,
    CustomerId: profile.Id,
  };
}

/** "Use customer details": copies the customer's name, phone and email into the contact (docs/behaviour/people.md#contact-copies). */
export function copyCustomerDetails(contact: Contact, customer: Customer): Contact {
  return {
    ...contact,
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Name: `${customer.FirstName} ${customer.LastName}`.trim(),
    Phone: customer.Phone,
    DialingCode: customer.DialingCode,
    Email: customer.Email,
  };
}

/** Edits the customer; while "use customer details" is ticked the contact follows (docs/behaviour/people.md#contact-copies). */
export function editCustomer(
  state: { customer: Customer; contact: Contact },
  changes: Partial<Customer>,
  useCustomerDetailsTicked: boolean,
): { customer: Customer; contact: Contact } {
  const customer = { ...state.customer, ...changes };
  return { customer, contact: useCustomerDetailsTicked ? copyCustomerDetails(state.contact, customer) : state.contact };
}

/** "Use my details for customer": copies the profile into the customer (docs/behaviour/people.md#contact-copies). */
export function copyMyDetailsToCustomer(customer: Customer, profile: Profile): Customer {
  return {
    ...customer,
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Name: `${profile.FirstName} ${profile.LastName}`.trim(),
    Phone: normalizePhone(profile.Phone),
    Email: profile.Email,
    DialingCode: profile.DialingCode,
    CustomerId: profile.Id,
    BookerId: profile.BookerId,
  };
}

/** Clears the contact's password fields (after sign-in, and on sign-in/sign-up failure; docs/behaviour/people.md#post-sign-in). */
export function clearContactPasswords(contact: Contact): Contact {
  return { ...contact, Password: '', PasswordHash: '' };
}

/** Clears the profile-derived contact on sign-out: ids and profile copies removed (docs/behaviour/people.md#sign-out). */
export function clearProfileContact(contact: Contact): Contact {
  return {
    ...contact,
    FirstName: '',
    LastName: '',
    Name: '',
    Phone: '',
    Email: '',
    CustomerId: null,
    BookerId: null,
    Password: '',
    PasswordHash: '',
  };
}

/** Applies sign-out to the booking: payment and promo cleared, profile-derived contact cleared (docs/behaviour/quotation.md#promo-code). */
export function signOutBooking(booking: Booking): Booking {
  return {
    ...booking,
    Promo: null,
    Payment: createPayment(),
    Contact: clearProfileContact(booking.Contact),
    ContactDb: null,
  };
}
