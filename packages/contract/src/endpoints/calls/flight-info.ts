import * as v from 'valibot';
import { Outcome, isoDateTime } from '../../common';
import { FlightDetail } from '../flights';
import { defineEndpoint } from '../../endpoint';

/** A flight's route, scheduled and expected landing, delay and status (nearest the landing time when given). */
export const flightInfo = defineEndpoint({
  method: 'GET',
  path: '/api/flightinfo',
  summary: "A flight's route, scheduled and expected landing, delay and status (nearest the landing time when given).",
  query: v.object({
    flightNo: v.pipe(v.string(), v.trim(), v.minLength(1, 'Flight number is required'), v.maxLength(20)),
    landingTime: v.optional(v.union([v.literal(''), isoDateTime]), ''),
  }),
  response: v.object({ ...Outcome.entries, Flight: v.nullable(FlightDetail) }),
});
