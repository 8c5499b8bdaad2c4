import * as v from 'valibot';
import { FlightAirport } from '@cabkit/domain/model';

const _optional = v.optional;

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
