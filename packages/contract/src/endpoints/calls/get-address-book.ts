import { AddressBookResponse } from '../address-book';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The customer's saved places (home, work, others). */
export const getAddressBook = defineEndpoint({
  method: 'GET',
  path: '/api/addressbook',
  summary: "The customer's saved places (home, work, others).",
  access: 'customer',
  query: v.object({ custid: idInput }),
  response: AddressBookResponse,
});
