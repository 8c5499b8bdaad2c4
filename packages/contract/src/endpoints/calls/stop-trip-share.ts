import * as v from 'valibot';
import { Outcome, integer } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** Stops one shared link (the booking's owner only): it no longer opens the trip and its viewers are disconnected. */
export const stopTripShare = defineEndpoint({
  method: 'POST',
  path: '/api/stoptripshare',
  access: 'customer',
  summary:
    "Stops one shared link (the booking's owner only): it no longer opens the trip and its viewers are disconnected.",
  body: v.object({ id: v.pipe(integer, v.minValue(1, 'is required')) }),
  response: Outcome,
});
