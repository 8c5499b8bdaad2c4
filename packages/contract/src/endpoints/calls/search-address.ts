import * as v from 'valibot';
import { Address, requiredText } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Addresses, places and airports whose name or postcode starts with (or resembles) the prefix. */
export const searchAddress = defineEndpoint({
  method: 'GET',
  path: '/api/searchaddress',
  summary: 'Addresses, places and airports whose name or postcode starts with (or resembles) the prefix.',
  query: v.object({ prefix: requiredText() }),
  response: v.array(Address),
});
