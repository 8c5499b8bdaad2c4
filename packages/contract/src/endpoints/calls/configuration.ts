import * as v from 'valibot';
import { Address, Outcome, VehicleType, flag, integer } from '../../common';
import { Configuration } from '../core';
import { defineEndpoint } from '../../endpoint';

/** The tenant's configuration (docs/behaviour/journey.md#addresses); with airports=true also the UK airports as places. */
export const configuration = defineEndpoint({
  method: 'GET',
  path: '/api/configuration',
  summary:
    "The tenant's configuration (docs/behaviour/journey.md#addresses); with airports=true also the UK airports as places.",
  query: v.object({
    airports: v.optional(flag, false),
    sandbox: v.optional(flag, false),
    source: v.optional(integer, 1),
    currencyCode: v.optional(v.pipe(v.string(), v.length(3, 'must be a 3-letter currency code')), 'GBP'),
  }),
  response: v.object({
    ...Outcome.entries,
    Configuration,
    Airports: v.array(Address),
    VehTypes: v.array(VehicleType),
  }),
});
