import * as v from 'valibot';
import { Outcome, isDateTimeInRange, text } from '../../common';
import { FlightSearchItem } from '../flights';
import { defineEndpoint } from '../../endpoint';

/** The airline's flights into the destination airport around a departure time, best match first (origin matches, then nearest time). */
export const searchFlight = defineEndpoint({
  method: 'GET',
  path: '/api/searchflight',
  summary:
    "The airline's flights into the destination airport around a departure time, best match first (origin matches, then nearest time).",
  query: v.object({
    destination: v.optional(text(100), ''),
    airline: v.pipe(v.string(), v.trim(), v.minLength(1, 'Airline is required!'), v.maxLength(100)),
    origin: v.optional(text(100), ''),
    departuretime: v.pipe(
      v.string(),
      v.minLength(1, 'Datetime is required!'),
      v.check(isDateTimeInRange, 'Datetime is required!'),
    ),
  }),
  response: v.object({ ...Outcome.entries, Flights: v.array(FlightSearchItem) }),
});
