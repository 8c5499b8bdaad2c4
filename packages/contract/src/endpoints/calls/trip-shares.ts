import { TripShare } from '../tracking';
import * as v from 'valibot';
import { Outcome, integer } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The live shared links of one leg, oldest first (the booking's owner only); each named by its id, as the token is not stored. */
export const tripShares = defineEndpoint({
  method: 'GET',
  path: '/api/tripshares',
  access: 'customer',
  summary:
    "The live shared links of one leg, oldest first (the booking's owner only); each named by its id, as the token is not stored.",
  query: v.object({ jobpartid: v.pipe(integer, v.minValue(1, 'is required')) }),
  response: v.object({ ...Outcome.entries, Shares: v.array(TripShare) }),
});
