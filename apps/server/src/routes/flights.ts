import { endpoints } from '@cabkit/contract';
import { registerEndpoint } from '../http/register';
import type { WorldAirport } from '../services/gazetteer/data/index';
import { createFlightProvider, type FlightProvider } from '../services/flights/provider';
import { type FlightInstance, flightStatus } from '../services/flights/schedule';
import { flightWatchFromEnv, startFlightWatch } from '../services/flights/flight-watch';
import { messengerOf } from './accounts-shared';
import type { RoutePlugin } from './types';

function airportView(airport: WorldAirport) {
  return {
    Code: airport.iata,
    Name: airport.name,
    City: airport.city,
    FullAddress: [airport.name, airport.city, airport.country].filter(Boolean).join(', '),
    IconPath: '',
    CountryLowerCase: airport.country.toLowerCase(),
  };
}

function detail(flight: FlightInstance, now: Date) {
  return {
    Number: flight.flightNo,
    Airline: flight.airline.name,
    AirlineCode: flight.airline.iata,
    Airport: airportView(flight.origin),
    AirportText: `${flight.origin.name} (${flight.origin.iata})`,
    AirportCode: flight.origin.iata,
    Destination: airportView(flight.destination),
    DepartureTime: flight.departure.toISOString(),
    LandingTime: flight.landing.toISOString(),
    EstimatedLandingTime: flight.estimatedLanding.toISOString(),
    DelayMinutes: flight.delayMinutes,
    Status: flightStatus(flight, now),
  };
}

/** Flights: the flight finder's search and flight info, from the embedded deterministic schedule or aviationstack (`AVIATIONSTACK_KEY`). */
export const flightsRoutes: RoutePlugin = async (app, deps) => {
  const now = (deps.extraServices.clock as (() => Date) | undefined) ?? (() => new Date());
  const provider = (deps.extraServices.flights as FlightProvider | undefined) ?? createFlightProvider(process.env);

  // Airport pickups follow their flights: a delay moves the pickup, and the passenger is told.
  const watch = startFlightWatch(deps.db, deps.tenant.id, provider, messengerOf(deps), {
    everyMs:
      (deps.extraServices.flightWatchMs as number | undefined) ?? flightWatchFromEnv(process.env.FLIGHT_WATCH_MS),
    onError: (error) => app.log.error({ err: error }, 'following flights failed'),
  });
  app.addHook('onClose', () => watch.stop());

  registerEndpoint(app, endpoints.searchFlight, async ({ query }) => {
    const result = await provider.search({
      destination: query.destination,
      airline: query.airline,
      origin: query.origin,
      departureTime: new Date(query.departuretime),
    });
    if (!result.ok) return { Code: 2, Message: result.message, Flights: [] };
    return {
      Code: 1,
      Message: '',
      Flights: result.flights.map((f) => ({
        DateTime: f.landing.toISOString(),
        Airline: f.airline.name,
        Airport: f.origin.name,
        PickUpCode: f.flightNo,
        FlightNo: f.flightNo,
        AirlineCode: f.airline.iata,
        AirportCode: f.origin.iata,
        Destination: f.destination.name,
        DestinationCode: f.destination.iata,
        DepartureTime: f.departure.toISOString(),
      })),
    };
  });

  registerEndpoint(app, endpoints.flightInfo, async ({ query }) => {
    const at = now();
    const result = await provider.info(query.flightNo, query.landingTime ? new Date(query.landingTime) : null, at);
    if (!result.ok) return { Code: 2, Message: result.message, Flight: null };
    return { Code: 1, Message: '', Flight: detail(result.flight, at) };
  });
};
