import * as v from 'valibot';
import { idInput } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { MessagePreferencesResponse } from '../messages';

/** What the signed-in customer chose to be told about their bookings, by e-mail and by text. */
export const getMessagePreferences = defineEndpoint({
  method: 'GET',
  path: '/api/messagepreferences',
  summary: 'What the signed-in customer chose to be told about their bookings, by e-mail and by text.',
  access: 'customer',
  query: v.object({ custid: idInput }),
  response: MessagePreferencesResponse,
});
