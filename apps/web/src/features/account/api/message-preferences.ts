import { messagesEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The message choices answer: Code, Message and the `kind:channel` choices that are on. */
export type MessageChoicesAnswer = ResponseOf<typeof messagesEndpoints.getMessagePreferences>;

/** What the signed-in customer chose to be told about their bookings (GET /api/messagepreferences). */
export function getMessageChoices(custid: number): Promise<MessageChoicesAnswer> {
  return call(messagesEndpoints.getMessagePreferences, { query: { custid } });
}

/** Stores the whole list of choices that are on (PUT /api/messagepreferences). */
export function putMessageChoices(custid: number, choices: string[]): Promise<MessageChoicesAnswer> {
  return call(messagesEndpoints.updateMessagePreferences, { body: { custid, choices } });
}
