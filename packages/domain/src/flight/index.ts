import {
  type Address,
  type Booking,
  createFlight,
  type Flight,
  type FlightAirport,
  isAirport,
} from '../model/entities';
import { type FlightDialogVariant, validateFlight } from '../validation/forms';

/** A tab of the flight dialog (docs/behaviour/flights.md#flight-dialog). */
export type FlightTab = 'outward' | 'return';

/** Returns true when the outward flight applies: the pickup is an airport (docs/behaviour/flights.md#flight-required). */
function hasOutwardFlight(booking: Pick<Booking, 'PickUp'>): boolean {
  return isAirport(booking.PickUp);
}

/** Returns true when the return flight applies: a return is chosen and the drop-off is an airport (docs/behaviour/flights.md#flight-required). */
function hasReturnFlight(booking: Pick<Booking, 'PickDown' | 'HasReturn'>): boolean {
  return booking.HasReturn && isAirport(booking.PickDown);
}

/** Returns true when the outward flight is required: airport pickup and details not declined (docs/behaviour/flights.md#flight-required). */
export function isOutwardFlightRequired(booking: Pick<Booking, 'PickUp' | 'Flight'>): boolean {
  return hasOutwardFlight(booking) && !booking.Flight.IsFlightDetail;
}

/** Returns true when the return flight is required: return to an airport drop-off, details not declined (docs/behaviour/flights.md#flight-required). */
export function isReturnFlightRequired(booking: Pick<Booking, 'PickDown' | 'HasReturn' | 'ReturnFlight'>): boolean {
  return hasReturnFlight(booking) && !booking.ReturnFlight.IsFlightDetail;
}

/** The booking fields the flight rules read. */
type FlightBooking = Pick<Booking, 'PickUp' | 'PickDown' | 'HasReturn' | 'Flight' | 'ReturnFlight'>;

/** Returns the first flight tab still needing details (outward, then return), or undefined (docs/behaviour/flights.md#flight-dialog). */
export function flightDetailsNeeded(
  booking: FlightBooking,
  variant: FlightDialogVariant = 'autocomplete',
): FlightTab | undefined {
  if (isOutwardFlightRequired(booking) && !validateFlight(booking.Flight, variant).ok) return 'outward';
  if (isReturnFlightRequired(booking) && !validateFlight(booking.ReturnFlight, variant).ok) return 'return';
  return undefined;
}

/**
 * Returns the tab after pressing OK on `tab` (docs/behaviour/flights.md#flight-dialog): the other tab while it is shown
 * and its flight still needs details (a declined flight needs none), else close.
 */
export function tabAfterOk(
  tab: FlightTab,
  tabs: readonly FlightTab[],
  flights: Readonly<Record<FlightTab, Flight>>,
  variant: FlightDialogVariant = 'autocomplete',
): FlightTab | 'close' {
  const other: FlightTab = tab === 'outward' ? 'return' : 'outward';
  return tabs.includes(other) && !validateFlight(flights[other], variant).ok ? other : 'close';
}

/** Ticks "I don't have flight details": clears number, airport and arrival, marks declined (docs/behaviour/flights.md#no-flight-details). */
export function declineFlightDetails(flight: Flight): Flight {
  return { ...createFlight(), WaitingTime: flight.WaitingTime, IsFlightDetail: true };
}

/** Unticks "I don't have flight details": fields usable again (docs/behaviour/flights.md#no-flight-details). */
export function undeclineFlightDetails(flight: Flight): Flight {
  return { ...flight, IsFlightDetail: false };
}

/** Sets the arriving-from text; emptying it clears the chosen airport (docs/behaviour/flights.md#no-flight-details). */
export function setArrivingFromText(flight: Flight, text: string): Flight {
  return text.trim() === '' ? { ...flight, AirportText: text, Airport: null } : { ...flight, AirportText: text };
}

/** Chooses the arriving-from airport, copying its name into the text (docs/behaviour/flights.md#flight-dialog). */
export function chooseArrivingFromAirport(flight: Flight, airport: FlightAirport): Flight {
  return { ...flight, Airport: airport, AirportText: airport.Name };
}

/** Returns the airport a flight must land at: pickup for outward, drop-off for return (docs/behaviour/flights.md#landing-airport). */
export function landingAirportFor<P>(tab: FlightTab, points: { pickup: P | null; dropoff: P | null }): P | null {
  return tab === 'outward' ? points.pickup : points.dropoff;
}

/** Flight-finder results split as the first (best match) and the rest (possible options) (docs/behaviour/flights.md#flight-finder). */
interface FlightResults<T> {
  /** First result, if any. */
  bestMatch: T | undefined;
  /** The other results. */
  options: T[];
}

/** Splits flight-finder results into Best match and Possible options (docs/behaviour/flights.md#flight-finder). */
export function splitFlightResults<T>(results: readonly T[]): FlightResults<T> {
  const [bestMatch, ...options] = results;
  return { bestMatch, options };
}

/** Creates a flight from a manually entered number, its text also used as the airport address (docs/behaviour/flights.md#flight-finder). */
export function manualFlight(flightNumber: string, landingAirportCode = ''): Flight {
  const number = flightNumber.trim().toUpperCase();
  return createFlight({
    Number: number,
    AirportText: number,
    AirportCode: landingAirportCode,
    Airport: {
      Code: landingAirportCode,
      Name: number,
      City: '',
      FullAddress: number,
      IconPath: '',
      CountryLowerCase: '',
    },
  });
}

/** Returns the flight-finder heading 'Landing at {pickup address}' (docs/behaviour/flights.md#flight-finder). */
export function landingAtLabel(pickup: Pick<Address, 'Fulladdress' | 'Name'> | null): string {
  return `Landing at ${pickup ? pickup.Fulladdress || pickup.Name : ''}`.trim();
}

export { clampTimelinePercent, flightTimeline, returnPickupTime } from './timeline';
export {
  type FlightState,
  flightPickupMovedText,
  flightStateText,
  pickupAfterLanding,
} from './retime';
