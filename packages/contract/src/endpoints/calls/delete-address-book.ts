import { idInput } from '../../common';
import { Outcome } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Removes a saved place. */
export const deleteAddressBook = defineEndpoint({
  method: 'DELETE',
  path: '/api/addressbook',
  summary: 'Removes a saved place.',
  access: 'customer',
  query: v.object({ id: idInput }),
  response: Outcome,
});
