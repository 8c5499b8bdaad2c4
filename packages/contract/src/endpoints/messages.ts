import { isMessageChoice, MESSAGE_CHOICES } from '@cabkit/domain/messages';
import * as v from 'valibot';
import { Outcome } from '../common';
import { defineEndpoint } from '../endpoint';
import { idInput } from './accounts';

/** One `kind:channel` choice of what a passenger receives (e.g. `driverArrived:sms`). */
const MessageChoice = v.pipe(v.string(), v.check(isMessageChoice, `must be one of ${MESSAGE_CHOICES.join(', ')}`));

/** GET and PUT /api/messagepreferences answer: Code/Message and the choices the account has made. */
export const MessagePreferencesResponse = v.object({
  ...Outcome.entries,
  Choices: v.array(v.string()),
});

/** PUT /api/messagepreferences body: the whole list of choices that are on (an empty list turns everything off). */
export const UpdateMessagePreferencesRequest = v.object({
  custid: idInput,
  choices: v.pipe(v.array(MessageChoice), v.maxLength(MESSAGE_CHOICES.length * 2, 'has too many choices')),
});

/** The messages a passenger chooses to receive about their bookings, and how. */
export const messagesEndpoints = {
  getMessagePreferences: defineEndpoint({
    method: 'GET',
    path: '/api/messagepreferences',
    summary: 'What the signed-in customer chose to be told about their bookings, by e-mail and by text.',
    access: 'customer',
    query: v.object({ custid: idInput }),
    response: MessagePreferencesResponse,
  }),
  updateMessagePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/messagepreferences',
    summary: 'Stores what the signed-in customer chose to be told about their bookings.',
    access: 'customer',
    body: UpdateMessagePreferencesRequest,
    response: MessagePreferencesResponse,
  }),
} as const;
