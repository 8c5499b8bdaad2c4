import {
  type Airline,
  type Airport,
  coreEndpoints,
  type FlightDetail,
  type FlightSearchItem,
  flightsEndpoints,
} from '@cabkit/contract';
import type * as v from 'valibot';
import { call } from '../../../api/client';

/** An airport as /api/searchairport answers it. */
export type AirportResult = v.InferOutput<typeof Airport>;
/** An airline as /api/searchairport?searchstring= answers it. */
export type AirlineResult = v.InferOutput<typeof Airline>;
/** One flight the finder offers (/api/searchflight). */
export type FlightSearchResult = v.InferOutput<typeof FlightSearchItem>;
/** A flight's details (/api/flightinfo). */
export type FlightInfo = v.InferOutput<typeof FlightDetail>;

function isAirportResult(item: AirportResult | AirlineResult): item is AirportResult {
  return 'City' in item;
}

function isAirlineResult(item: AirportResult | AirlineResult): item is AirlineResult {
  return 'Iata' in item;
}

/** Airports whose IATA code, name or city matches (GET /api/searchairport?searchString=; 2+ characters). */
export async function searchAirports(text: string, signal?: AbortSignal): Promise<AirportResult[]> {
  const items = await call(coreEndpoints.searchAirport, { query: { searchString: text }, signal });
  return (items as (AirportResult | AirlineResult)[]).filter(isAirportResult);
}

/** Airlines whose code or name matches (GET /api/searchairport?searchstring=; 2+ characters). */
export async function searchAirlines(text: string, signal?: AbortSignal): Promise<AirlineResult[]> {
  const items = await call(coreEndpoints.searchAirport, { query: { searchstring: text }, signal });
  return (items as (AirportResult | AirlineResult)[]).filter(isAirlineResult);
}

/** What the finder searches with: landing airport, airline, optional departing airport and departure time. */
export interface FlightQuery {
  /** IATA code of the landing airport (the pickup, or the drop-off for a return). */
  destination: string;
  /** Airline code. */
  airline: string;
  /** IATA code of the departing airport, or ''. */
  origin: string;
  /** Departure time. */
  departureTime: Date;
}

/** The airline's flights into the landing airport around the departure time, best match first (GET /api/searchflight). */
export async function searchFlights(query: FlightQuery, signal?: AbortSignal): Promise<FlightSearchResult[]> {
  const answer = await call(flightsEndpoints.searchFlight, {
    query: {
      destination: query.destination,
      airline: query.airline,
      origin: query.origin,
      departuretime: query.departureTime.toISOString(),
    },
    signal,
  });
  return answer.Flights;
}

/** A flight's route and landing time, nearest the given landing time (GET /api/flightinfo); null when unknown. */
export async function getFlightInfo(
  flightNo: string,
  landingTime?: Date,
  signal?: AbortSignal,
): Promise<FlightInfo | null> {
  const answer = await call(flightsEndpoints.flightInfo, {
    query: { flightNo, landingTime: landingTime ? landingTime.toISOString() : '' },
    signal,
  });
  return answer.Flight;
}
