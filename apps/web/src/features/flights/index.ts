/**
 * The flights feature: flight details for airport pickups and drop-offs (inline fields, the details dialog and
 * the flight finder), the booking request's flight fields, and the step gate that asks for them.
 */
export { FlightsHost, JourneyFlights } from './components/flights-host';
export {
  flightRequestFields,
  flightUi,
  flightWaitingMinutes,
  openFlightDetails,
} from './state/flight-model';

/** The flight step checks (loaded on first use, with the validators). */
export function loadFlightChecks() {
  return import('./state/flight-checks');
}
