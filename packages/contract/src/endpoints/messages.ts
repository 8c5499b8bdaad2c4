import { isMessageChoice, MESSAGE_CHOICES } from '@cabkit/domain/messages';
import * as v from 'valibot';
import { idInput, Outcome } from '../common';

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
