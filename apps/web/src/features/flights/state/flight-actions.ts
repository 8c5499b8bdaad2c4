import { landingAirportFor, returnPickupTime } from '@cabkit/domain/flight';
import { isLandingAirportValid, keepFlight, readFlight, WAITING_TIME_DEFAULT } from '@cabkit/domain/model';
import { clampWaitingTime } from '@cabkit/domain/validation';
import type { Flight } from '@cabkit/domain/model';
import type { AirportOption, FinderOption, FlightFinderResult } from '@cabkit/ui/dialogs';
import { userMessage } from '../../../api/errors';
import { toStoredTime } from '../../../lib/local-time';
import { bookingState, type Place } from '../../../state/booking';
import { chooseLater, chooseReturn } from '../../../state/pickup-time';
import {
  type AirportResult,
  type FlightInfo,
  type FlightSearchResult,
  getFlightInfo,
  searchAirlines,
  searchAirports,
  searchFlights,
} from '../api/flights-api';
import { type FlightTab, flightUi, landingTimeOf } from './flight-model';

/** The airport a flight must land at: the pickup for the outward flight, the drop-off for the return (docs/behaviour/flights.md#landing-airport). */
export function landingAirport(tab: FlightTab): Place | null {
  return landingAirportFor(tab, bookingState);
}

/** The stored flight of a tab as the domain's Flight. */
export function flightOf(tab: FlightTab): Flight {
  return readFlight(tab === 'outward' ? bookingState.flight : bookingState.returnFlight);
}

/**
 * Records a flight on a tab (docs/behaviour/flights.md#flight-timeline). A flight with a known landing time sets the matching pickup: landing plus
 * 30 minutes rounded up to 5 (the outward pickup, or the return time), when that is still ahead.
 */
export function recordFlight(tab: FlightTab, flight: Flight, now = new Date()): void {
  const landingCode = landingAirport(tab)?.Code ?? '';
  // The waiting time is the passenger's own choice (its stepper), not the found flight's.
  const stored = keepFlight({
    ...flight,
    AirportCode: flight.AirportCode || landingCode,
    WaitingTime: flightOf(tab).WaitingTime,
  });
  if (tab === 'outward') bookingState.flight = stored;
  else bookingState.returnFlight = stored;
  flightUi.recordKey += 1;
  const landing = flight.IsFlightDetail ? null : landingTimeOf(flight);
  if (!landing) return;
  const pickup = returnPickupTime(landing);
  if (pickup.getTime() <= now.getTime()) return;
  if (tab === 'outward') chooseLater(toStoredTime(pickup));
  else if (bookingState.returnKind === 'rtn') chooseReturn('rtn', toStoredTime(pickup));
}

/**
 * Saves the flight-details dialog's OK on a tab. The same flight keeps the landing time found for it; a changed
 * flight number drops it. The landing airport code is the pickup's (or drop-off's) code.
 */
export function saveFlightDetails(tab: FlightTab, flight: Flight): void {
  const before = flightOf(tab);
  const sameFlight = before.Number.trim().toUpperCase() === flight.Number.trim().toUpperCase();
  const landingCode = landingAirport(tab)?.Code ?? '';
  const kept: Flight = sameFlight
    ? {
        ...flight,
        LandingTime: flight.LandingTime ?? before.LandingTime,
        LandingTimeMin: flight.LandingTimeMin ?? before.LandingTimeMin,
        LandingTimeWait: flight.LandingTimeWait ?? before.LandingTimeWait,
      }
    : { ...flight, LandingTime: null, LandingTimeMin: null, LandingTimeWait: null };
  const stored = keepFlight({ ...kept, AirportCode: landingCode, WaitingTime: before.WaitingTime });
  if (tab === 'outward') bookingState.flight = stored;
  else bookingState.returnFlight = stored;
}

/** Sets the waiting time after landing of the outward flight, clamped to 0-180 in 15s; it is not priced, so no requote. */
export function setFlightWaitingTime(minutes: number): void {
  bookingState.flight.WaitingTime = clampWaitingTime(Number.isFinite(minutes) ? minutes : WAITING_TIME_DEFAULT);
}

/** Saves an inline flight as it is typed (the fields are the booking's own; no dialog OK). */
export function saveInlineFlight(tab: FlightTab, flight: Flight): void {
  saveFlightDetails(tab, flight);
}

function describeAirport(airport: AirportResult): string {
  return [airport.Code, [airport.City, airport.Country].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

/** Airports for the arriving-from autocomplete (the flight as it stores them). */
export async function loadArrivingFromAirports(text: string): Promise<AirportOption[]> {
  const airports = await searchAirports(text.trim());
  return airports.map((airport) => ({
    id: airport.Code || String(airport.Id),
    label: airport.Name,
    description: describeAirport(airport),
    airport: {
      Code: airport.Code,
      Name: airport.Name,
      City: airport.City,
      FullAddress: airport.FullAddress,
      IconPath: airport.IconPath,
      CountryLowerCase: airport.CountryLowerCase,
    },
  }));
}

/** Airports for the finder's departing-airport box (id is the IATA code). */
export async function loadFinderAirports(text: string): Promise<FinderOption[]> {
  const airports = await searchAirports(text.trim());
  return airports
    .filter((airport) => airport.Code)
    .map((airport) => ({ id: airport.Code, label: airport.Name, description: describeAirport(airport) }));
}

/** Airlines for the finder's airline box (id is the airline code). */
export async function loadFinderAirlines(text: string): Promise<FinderOption[]> {
  const airlines = await searchAirlines(text.trim());
  return airlines.map((airline) => ({
    id: airline.Iata || airline.Code,
    label: airline.Name,
    description: [airline.Iata || airline.Code, airline.Country].filter(Boolean).join(' · '),
  }));
}

/** A finder result with the server's flight behind it. */
export interface FoundFlight extends FlightFinderResult {
  /** The flight as /api/searchflight answered it. */
  item: FlightSearchResult;
}

/** Searches the landing airport's flights; errors carry the message to show (docs/behaviour/common.md#client-messages). */
export async function findFlights(
  tab: FlightTab,
  search: { DateTime: Date | null; Airline: FinderOption | null; Airport: FinderOption | null },
): Promise<FoundFlight[]> {
  if (!search.DateTime || !search.Airline) return [];
  try {
    const flights = await searchFlights({
      destination: landingAirport(tab)?.Code ?? '',
      airline: search.Airline.id,
      origin: search.Airport?.id ?? '',
      departureTime: search.DateTime,
    });
    return flights.map((item) => ({
      id: `${item.FlightNo}-${item.DateTime}`,
      flightNumber: item.FlightNo,
      origin: item.AirportCode ? `${item.Airport} (${item.AirportCode})` : item.Airport,
      landingTime: new Date(item.DateTime),
      item,
    }));
  } catch (error) {
    throw new Error(userMessage(error));
  }
}

/** The flight a finder result stands for: number, departing airport, landing airport and landing time. */
export function flightFromSearch(item: FlightSearchResult, base: Flight): Flight {
  const landing = new Date(item.DateTime);
  return {
    ...base,
    Number: item.FlightNo,
    Airport: {
      Code: item.AirportCode,
      Name: item.Airport,
      City: '',
      FullAddress: item.Airport,
      IconPath: '',
      CountryLowerCase: '',
    },
    AirportText: item.Airport,
    AirportCode: item.DestinationCode,
    ArrivingFrom: { Time: landing, PickUpType: 'Later' },
    LandingTime: landing,
    LandingTimeMin: null,
    LandingTimeWait: null,
    IsFlightDetail: false,
  };
}

/**
 * Fills in a manually entered flight from /api/flightinfo when the server knows it and it lands at the right
 * airport (docs/behaviour/flights.md#landing-airport: the landing airport must equal the pickup's, or the drop-off's for a return); otherwise the
 * manual flight stays as entered. Never throws.
 */
export async function completeManualFlight(tab: FlightTab, flight: Flight): Promise<Flight> {
  let info: FlightInfo | null = null;
  try {
    info = await getFlightInfo(flight.Number);
  } catch {
    return flight;
  }
  if (!info || !isLandingAirportValid(info.Destination.Code, landingAirport(tab))) return flight;
  const landing = new Date(info.EstimatedLandingTime || info.LandingTime);
  if (Number.isNaN(landing.getTime())) return flight;
  return {
    ...flight,
    Airport: { ...info.Airport },
    AirportText: info.Airport.Name,
    AirportCode: info.Destination.Code,
    ArrivingFrom: { Time: landing, PickUpType: 'Later' },
    LandingTime: landing,
  };
}
