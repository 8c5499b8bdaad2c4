import * as v from 'valibot';
import { Outcome } from '../../common';
import { PriceCategory } from '../prices';
import { defineEndpoint } from '../../endpoint';

/** Price categories (one per vehicle type), four tiers each. */
export const prices = defineEndpoint({
  method: 'GET',
  path: '/api/prices',
  summary: 'Price categories (one per vehicle type), four tiers each.',
  response: v.object({ ...Outcome.entries, Categories: v.array(PriceCategory) }),
});
