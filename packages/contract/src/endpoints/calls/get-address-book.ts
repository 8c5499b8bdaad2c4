import { AddressBookResponse } from '../address-book';
import { customerRecordsGet } from '../own-records';

/** The customer's saved places (home, work, others). */
export const getAddressBook = customerRecordsGet(
  '/api/addressbook',
  "The customer's saved places (home, work, others).",
  AddressBookResponse,
);
