import * as v from 'valibot';
import { text } from '../../common';
import { Airline, Airport } from '../airports';
import { defineEndpoint } from '../../endpoint';

/** Airports (UK first, then the world) by IATA code, name or city; airlines with ?searchstring=. */
export const searchAirport = defineEndpoint({
  method: 'GET',
  path: '/api/searchairport',
  summary: 'Airports (UK first, then the world) by IATA code, name or city; airlines with ?searchstring=.',
  query: v.pipe(
    v.object({ searchString: v.optional(text(100)), searchstring: v.optional(text(100)) }),
    v.forward(
      v.check((q) => (q.searchString ?? q.searchstring ?? '').trim().length >= 2, 'must be at least 2 characters'),
      ['searchString'],
    ),
  ),
  response: v.union([v.array(Airport), v.array(Airline)]),
});
