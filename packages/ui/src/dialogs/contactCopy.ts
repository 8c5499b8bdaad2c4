import type { Contact, Customer, Profile } from '@cabkit/domain';

/** The contact fields the contact dialog edits. */
export type ContactFields = Pick<Contact, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The customer fields the contact dialog edits. */
export type CustomerFields = Pick<Customer, 'OurRef' | 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The profile fields copied by "use my details". */
export type ProfileDetails = Pick<Profile, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** "Use my details": copies the signed-in profile to the passenger contact (docs/behaviour/people.md#contact-copies). */
export function profileToContact<C extends ContactFields>(contact: C, profile: ProfileDetails): C {
  return {
    ...contact,
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Phone: profile.Phone,
    DialingCode: profile.DialingCode || contact.DialingCode,
    Email: profile.Email,
  };
}

/** "Use customer details": copies the customer's name, phone and email to the passenger contact (docs/behaviour/people.md#contact-copies). */
export function customerToContact<C extends ContactFields>(contact: C, customer: CustomerFields): C {
  return {
    ...contact,
    FirstName: customer.FirstName,
    LastName: customer.LastName,
    Phone: customer.Phone,
    DialingCode: customer.DialingCode || contact.DialingCode,
    Email: customer.Email,
  };
}

/** "Use my details for customer": copies the signed-in profile into the customer, keeping our reference (docs/behaviour/people.md#contact-copies). */
export function profileToCustomer<C extends CustomerFields>(customer: C, profile: ProfileDetails): C {
  return {
    ...customer,
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Phone: profile.Phone,
    DialingCode: profile.DialingCode || customer.DialingCode,
    Email: profile.Email,
  };
}

/** The contact dialog's starting tab: customer for bookers, passenger for everyone else (docs/behaviour/people.md#contact-dialog). */
export function defaultContactTab(isBooker: boolean): 'customer' | 'passenger' {
  return isBooker ? 'customer' : 'passenger';
}
