import { addMinutes, differenceInMilliseconds } from 'date-fns';
import {
  FREE_WAIT_MINUTES,
  LANDING_BUFFER_MINUTES,
  RETURN_TIME_ROUNDING_MINUTES,
  TIMELINE_PROGRESS_MAX,
  TIMELINE_PROGRESS_MIN,
} from '../model/constants';
import {
  type Address,
  type Booking,
  createFlight,
  type Flight,
  type FlightAirport,
  isAirport,
  type TimelineItem,
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

/** Returns true when every required flight is valid (docs/behaviour/flights.md#flight-required). */
export function areFlightsValid(booking: FlightBooking, variant: FlightDialogVariant = 'autocomplete'): boolean {
  return flightDetailsNeeded(booking, variant) === undefined;
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

/** Returns true when the landing airport equals the pickup (or, for a return, drop-off) airport code (docs/behaviour/flights.md#landing-airport). */
export function isLandingAirportValid(landingAirportCode: string, airport: Pick<Address, 'Code'> | null): boolean {
  if (!airport) return false;
  const landing = landingAirportCode.trim().toUpperCase();
  return landing !== '' && landing === airport.Code.trim().toUpperCase();
}

/** Returns the airport a flight must land at: pickup for outward, drop-off for return (docs/behaviour/flights.md#landing-airport). */
export function landingAirportFor<P>(tab: FlightTab, points: { pickup: P | null; dropoff: P | null }): P | null {
  return tab === 'outward' ? points.pickup : points.dropoff;
}

/** Returns the date rounded up to the next whole multiple of `minutes` (seconds count; docs/behaviour/flights.md#flight-timeline). */
export function roundUpToMinutes(date: Date, minutes: number = RETURN_TIME_ROUNDING_MINUTES): Date {
  const stepMs = minutes * 60_000;
  const time = date.getTime();
  const offsetMs = date.getTimezoneOffset() * 60_000;
  // Round in local wall-clock minutes so 10:02 becomes 10:05 in any time zone.
  const local = time - offsetMs;
  const rounded = Math.ceil(local / stepMs) * stepMs;
  return new Date(rounded + offsetMs);
}

/** Returns the earliest pickup after a landing: landing plus 30 minutes (docs/behaviour/flights.md#flight-timeline). */
export function earliestPickupAfterLanding(landing: Date): Date {
  return addMinutes(landing, LANDING_BUFFER_MINUTES);
}

/** Returns the default return pickup: landing plus 30 minutes, rounded up to 5-minute steps (docs/behaviour/flights.md#flight-timeline). */
export function returnPickupTime(landing: Date): Date {
  return roundUpToMinutes(earliestPickupAfterLanding(landing));
}

/** Returns when the free wait ends: 60 minutes after the pickup (docs/behaviour/flights.md#flight-timeline). */
export function freeWaitEnd(pickup: Date): Date {
  return addMinutes(pickup, FREE_WAIT_MINUTES);
}

/** Clamps a timeline progress percentage to 20-60 (docs/behaviour/flights.md#flight-timeline). */
export function clampTimelinePercent(percent: number): number {
  if (Number.isNaN(percent)) return TIMELINE_PROGRESS_MIN;
  return Math.min(TIMELINE_PROGRESS_MAX, Math.max(TIMELINE_PROGRESS_MIN, percent));
}

/** The flight timeline shown for a return pickup (docs/behaviour/flights.md#flight-timeline). */
interface FlightTimeline {
  /** Landing time. */
  landing: Date;
  /** Earliest pickup (landing + 30 min). */
  earliestPickup: Date;
  /** Pickup time used. */
  pickup: Date;
  /** End of the free wait (pickup + 60 min). */
  waitEnd: Date;
  /** Position of the pickup between landing and wait end, clamped 20-60 %. */
  percent: number;
  /** Points in time order. */
  items: TimelineItem[];
}

/** Builds the flight timeline: pickup defaults to landing + 30 min rounded up to 5 min; wait ends 60 min later (docs/behaviour/flights.md#flight-timeline). */
export function flightTimeline(landing: Date, pickup?: Date | null): FlightTimeline {
  const earliestPickup = earliestPickupAfterLanding(landing);
  const chosen = pickup ?? returnPickupTime(landing);
  const waitEnd = freeWaitEnd(chosen);
  const span = differenceInMilliseconds(waitEnd, landing);
  const raw = span > 0 ? (differenceInMilliseconds(chosen, landing) / span) * 100 : TIMELINE_PROGRESS_MIN;
  return {
    landing,
    earliestPickup,
    pickup: chosen,
    waitEnd,
    percent: clampTimelinePercent(raw),
    items: [
      { Kind: 'landing', Time: landing },
      { Kind: 'pickup', Time: chosen },
      { Kind: 'waitEnd', Time: waitEnd },
    ],
  };
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
    Airport: { Code: landingAirportCode, Name: number, FullAddress: number, IconPath: '', CountryLowerCase: '' },
  });
}

/** Returns the flight-finder heading 'Landing at {pickup address}' (docs/behaviour/flights.md#flight-finder). */
export function landingAtLabel(pickup: Pick<Address, 'Fulladdress' | 'Name'> | null): string {
  return `Landing at ${pickup ? pickup.Fulladdress || pickup.Name : ''}`.trim();
}
