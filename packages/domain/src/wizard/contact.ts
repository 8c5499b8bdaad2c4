import type { Contact, Customer, Profile } from '../model/entities';

/** The contact fields the details copies write. */
export type ContactFields = Pick<Contact, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The customer fields the details copies read and write. */
export type CustomerFields = Pick<Customer, 'OurRef' | 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** The profile fields the details copies read. */
export type ProfileDetails = Pick<Profile, 'FirstName' | 'LastName' | 'Phone' | 'DialingCode' | 'Email'>;

/** "Use my details": copies the signed-in profile to the passenger contact, keeping its dialing code when the profile has none (docs/behaviour/people.md#contact-copies). */
export function copyMyDetails<C extends ContactFields>(contact: C, profile: ProfileDetails): C {
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
export function copyCustomerDetails<C extends ContactFields>(contact: C, customer: CustomerFields): C {
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
export function copyMyDetailsToCustomer<C extends CustomerFields>(customer: C, profile: ProfileDetails): C {
  return {
    ...customer,
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Phone: profile.Phone,
    DialingCode: profile.DialingCode || customer.DialingCode,
    Email: profile.Email,
  };
}
