import * as v from 'valibot';
import { Outcome, integer } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Creates a read-only link to follow one leg (the booking's owner only, before the trip ends): a random token for /tracking/share/{token}. */
export const shareTrip = defineEndpoint({
  method: 'POST',
  path: '/api/sharetrip',
  summary:
    "Creates a read-only link to follow one leg (the booking's owner only, before the trip ends): a random token for /tracking/share/{token}.",
  body: v.object({ jobpartid: v.pipe(integer, v.minValue(1, 'is required')) }),
  response: v.object({ ...Outcome.entries, Token: v.string(), JobPartId: v.number() }),
});
