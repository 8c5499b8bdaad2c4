import { AddressBookEntryRequest, AddressBookEntryResponse } from '../address-book';
import { defineEndpoint } from '../../endpoint';

/** Saves a place in the address book. */
export const addAddressBook = defineEndpoint({
  method: 'POST',
  path: '/api/addressbook',
  summary: 'Saves a place in the address book.',
  access: 'customer',
  body: AddressBookEntryRequest,
  response: AddressBookEntryResponse,
});
