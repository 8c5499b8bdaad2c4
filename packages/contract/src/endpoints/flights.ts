import * as v from 'valibot';
import { FlightAirport } from '@cabkit/domain/model';
import { defineEndpoint } from '../endpoint';
import { isDateTimeInRange, isoDateTime, Outcome, text } from '../common';

const optional = v.optional;

/** One flight the finder offers (docs/behaviour/flights.md#flight-finder Flight search item; DateTime is the scheduled landing, ISO UTC). */
export const FlightSearchItem = v.object({
  DateTime: v.string(),
  Airline: v.string(),
  Airport: v.string(),
  PickUpCode: v.string(),
  FlightNo: v.string(),
  AirlineCode: v.string(),
  AirportCode: v.string(),
  Destination: v.string(),
  DestinationCode: v.string(),
  DepartureTime: v.string(),
});

/** An airport as a flight names it: the domain's FlightAirport (docs/behaviour/flights.md#flight-data Flight.Airport). */
export { FlightAirport } from '@cabkit/domain/model';

/** A flight's details for one day (times ISO UTC; delay in minutes, negative when early). */
export const FlightDetail = v.object({
  Number: v.string(),
  Airline: v.string(),
  AirlineCode: v.string(),
  Airport: FlightAirport,
  AirportText: v.string(),
  AirportCode: v.string(),
  Destination: FlightAirport,
  DepartureTime: v.string(),
  LandingTime: v.string(),
  EstimatedLandingTime: v.string(),
  DelayMinutes: v.number(),
  Status: v.string(),
});

/** Flights: flight search (the flight finder) and flight info. */
export const flightsEndpoints = {
  searchFlight: defineEndpoint({
    method: 'GET',
    path: '/api/searchflight',
    summary:
      "The airline's flights into the destination airport around a departure time, best match first (origin matches, then nearest time).",
    query: v.object({
      destination: optional(text(100), ''),
      airline: v.pipe(v.string(), v.trim(), v.minLength(1, 'Airline is required!'), v.maxLength(100)),
      origin: optional(text(100), ''),
      departuretime: v.pipe(
        v.string(),
        v.minLength(1, 'Datetime is required!'),
        v.check(isDateTimeInRange, 'Datetime is required!'),
      ),
    }),
    response: v.object({ ...Outcome.entries, Flights: v.array(FlightSearchItem) }),
  }),
  flightInfo: defineEndpoint({
    method: 'GET',
    path: '/api/flightinfo',
    summary:
      "A flight's route, scheduled and expected landing, delay and status (nearest the landing time when given).",
    query: v.object({
      flightNo: v.pipe(v.string(), v.trim(), v.minLength(1, 'Flight number is required'), v.maxLength(20)),
      landingTime: optional(v.union([v.literal(''), isoDateTime]), ''),
    }),
    response: v.object({ ...Outcome.entries, Flight: v.nullable(FlightDetail) }),
  }),
} as const;
