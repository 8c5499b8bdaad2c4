import type { Contact, Customer, Profile } from '../model/entities';

/** The contact fields the details copies write. */
export type ContactFields = Pick<Contact, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The customer fields the details copies read and write. */
export type CustomerFields = Pick<Customer, 'OurRef' | 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The profile fields the details copies read. */
export type ProfileDetails = Pick<Profile, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/**
 * The details copies' one rule (docs/behaviour/people.md#contact-copies): name, phone and e-mail come from the
 * source; the dialing code too, unless the source has none, when the target keeps its own.
 */
function withDetailsOf<T extends ContactFields>(target: T, source: ContactFields): T {
  return {
    ...target,
    FirstName: source.FirstName,
    LastName: source.LastName,
    Phone: source.Phone,
    DialingCode: source.DialingCode || target.DialingCode,
    Email: source.Email,
  };
}

/** "Use my details": copies the signed-in profile to the passenger contact (docs/behaviour/people.md#contact-copies). */
export function copyMyDetails<C extends ContactFields>(contact: C, profile: ProfileDetails): C {
  return withDetailsOf(contact, profile);
}

/** "Use customer details": copies the customer's name, phone and email to the passenger contact (docs/behaviour/people.md#contact-copies). */
export function copyCustomerDetails<C extends ContactFields>(contact: C, customer: CustomerFields): C {
  return withDetailsOf(contact, customer);
}

/** "Use my details for customer": copies the signed-in profile into the customer, keeping our reference (docs/behaviour/people.md#contact-copies). */
export function copyMyDetailsToCustomer<C extends CustomerFields>(customer: C, profile: ProfileDetails): C {
  return withDetailsOf(customer, profile);
}
