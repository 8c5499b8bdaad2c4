import { MessagePreferencesResponse } from '../messages';
import { customerRecordsGet } from '../own-records';

/** What the signed-in customer chose to be told about their bookings, by e-mail and by text. */
export const getMessagePreferences = customerRecordsGet(
  '/api/messagepreferences',
  'What the signed-in customer chose to be told about their bookings, by e-mail and by text.',
  MessagePreferencesResponse,
);
