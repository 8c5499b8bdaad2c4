import { defineEndpoint } from '../../endpoint';
import { MessagePreferencesResponse, UpdateMessagePreferencesRequest } from '../messages';

/** Stores what the signed-in customer chose to be told about their bookings. */
export const updateMessagePreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/messagepreferences',
  summary: 'Stores what the signed-in customer chose to be told about their bookings.',
  access: 'customer',
  body: UpdateMessagePreferencesRequest,
  response: MessagePreferencesResponse,
});
