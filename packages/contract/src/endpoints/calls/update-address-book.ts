import { AddressBookEntryResponse, AddressBookUpdateRequest } from '../address-book';
import { defineEndpoint } from '../../endpoint';

/** Changes a saved place. */
export const updateAddressBook = defineEndpoint({
  method: 'PUT',
  path: '/api/addressbook',
  summary: 'Changes a saved place.',
  access: 'customer',
  body: AddressBookUpdateRequest,
  response: AddressBookEntryResponse,
});
