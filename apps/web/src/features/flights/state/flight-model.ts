import {
  type Address,
  type Flight,
  flightDialogTabs,
  isAirport,
  isLandingAirportValid,
  readFlight,
  type StoredFlight,
} from '@cabkit/domain/model';
import { clampWaitingTime } from '@cabkit/domain/validation';
import { proxy } from 'valtio';
import { type BookingState, emptyStoredFlight, type Place } from '../../../state/booking';
import { registerStore } from '../../../state/stores';

// The light half of the flights feature: what the first screen and the booking request need (airport detection,
// stored <-> domain flights, the request fields). Validation and the dialogs load with the flight section.

/** A tab of the flight dialog: the outward flight (airport pickup) or the return flight (airport drop-off). */
export type FlightTab = 'outward' | 'return';

/** The flight dialog variant the tenant selects: airport autocomplete, or the '360' free text with a picker. */
export type FlightVariant = 'autocomplete' | '360';

/** The flight variant for a tenant deployment: the '360' deployment uses the '360' dialog (docs/behaviour/flights.md#flight-dialog). */
export function flightVariantFor(deployment: string | undefined): FlightVariant {
  return deployment?.trim() === '360' ? '360' : 'autocomplete';
}

/** The flight rules' view of the booking (domain `FlightBooking`): addresses, return and both flights. */
export function flightBookingOf(
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'returnKind' | 'flight' | 'returnFlight'>,
): {
  PickUp: Address | null;
  PickDown: Address | null;
  HasReturn: boolean;
  Flight: Flight;
  ReturnFlight: Flight;
} {
  return {
    PickUp: (state.pickup as Address | null) ?? null,
    PickDown: (state.dropoff as Address | null) ?? null,
    HasReturn: state.returnKind === 'rtn',
    Flight: readFlight(state.flight),
    ReturnFlight: readFlight(state.returnFlight),
  };
}

/** Where a flight comes from, as text for the booking: the chosen airport (with its code) or the typed text. */
export function arrivingFromText(flight: Flight): string {
  if (flight.Airport?.Name) {
    const code = flight.Airport.Code.trim();
    return code && code !== flight.Airport.Name ? `${flight.Airport.Name} (${code})` : flight.Airport.Name;
  }
  return flight.AirportText.trim();
}

/** The moment a flight lands: the known landing time, or the '360' arrival time. */
export function landingTimeOf(flight: Flight): Date | null {
  return flight.LandingTime ?? flight.ArrivingFrom.Time ?? null;
}

/**
 * The waiting time after landing the passenger chose for the outward flight (0-180 in 15s, default 60): what the
 * booking sends as `waitingtime` for an airport pickup with a flight; 0 when the journey has no such flight, or is a
 * wait-and-return, whose own waiting time the field carries (and the quotation prices).
 */
export function flightWaitingMinutes(
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'returnKind' | 'flight'>,
): number {
  if (state.returnKind === 'w&r' || !flightDialogTabs(state).includes('outward') || state.flight.IsFlightDetail)
    return 0;
  return clampWaitingTime(state.flight.WaitingTime);
}

/** The createbookingTest flight fields (docs/behaviour/flights.md#flight-timeline): number, origin and landing time of each flight that applies. */
export interface FlightRequestFields {
  flightno: string;
  flightfrom: string;
  flightlandingtime: string;
  returnflightno: string;
  returnflightfrom: string;
}

/**
 * The flight fields of the booking request: only flights the journey needs (airport pickup; airport drop-off on a
 * return) and only when the user gave details (a declined flight sends nothing: the driver follows the booking time).
 */
export function flightRequestFields(
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'returnKind' | 'flight' | 'returnFlight'>,
): FlightRequestFields {
  const tabs = flightDialogTabs(state);
  const outward = readFlight(state.flight);
  const back = readFlight(state.returnFlight);
  const useOutward = tabs.includes('outward') && !outward.IsFlightDetail;
  const useReturn = tabs.includes('return') && !back.IsFlightDetail;
  const landing = useOutward ? landingTimeOf(outward) : null;
  return {
    flightno: useOutward ? outward.Number.trim().slice(0, 20) : '',
    flightfrom: useOutward ? arrivingFromText(outward).slice(0, 255) : '',
    flightlandingtime: landing ? landing.toISOString() : '',
    returnflightno: useReturn ? back.Number.trim().slice(0, 20) : '',
    returnflightfrom: useReturn ? arrivingFromText(back).slice(0, 255) : '',
  };
}

/** What the flight dialogs show right now (not stored: dialogs never reopen by themselves after a reload). */
export interface FlightUiState {
  /** The flight-details dialog is open on this tab; null when closed. */
  detailsTab: FlightTab | null;
  /** The flight finder is open for this tab; null when closed. */
  finderTab: FlightTab | null;
  /** The finder was opened from the details dialog, which reopens after it. */
  finderFromDetails: boolean;
  /** The details dialog was opened by the step gate (docs/behaviour/people.md#step-gates step 3): the wizard continues once it is done. */
  continueWhenDone: boolean;
  /** Bumped whenever the details dialog must start again from the stored flights. */
  detailsKey: number;
  /** Flights are entered inline in the journey step (template hint). */
  inline: boolean;
  /** The dialog variant the tenant selects. */
  variant: FlightVariant;
  /** The inline flight fields were checked (their errors show). */
  inlineChecked: boolean;
  /** Bumped when a flight is recorded from outside the fields (the finder), so inline fields start afresh. */
  recordKey: number;
}

function emptyFlightUi(): FlightUiState {
  return {
    detailsTab: null,
    finderTab: null,
    finderFromDetails: false,
    continueWhenDone: false,
    detailsKey: 0,
    inline: false,
    variant: 'autocomplete',
    inlineChecked: false,
    recordKey: 0,
  };
}

/** The flight dialogs' store. */
export const flightUi = proxy<FlightUiState>(emptyFlightUi());

/** Opens the flight-details dialog on a tab; `continueWhenDone` when the step gate opened it. */
export function openFlightDetails(tab: FlightTab, continueWhenDone = false): void {
  flightUi.finderTab = null;
  flightUi.detailsKey += 1;
  flightUi.detailsTab = tab;
  flightUi.continueWhenDone = continueWhenDone;
}

/** Opens the flight finder for a tab; from the details dialog it reopens that dialog afterwards. */
export function openFlightFinder(tab: FlightTab, fromDetails = false): void {
  flightUi.detailsTab = null;
  flightUi.finderFromDetails = fromDetails;
  flightUi.finderTab = tab;
}

/**
 * The flights that no longer fit the journey: a flight recorded for one landing airport (its AirportCode) while the
 * pickup (outward) or drop-off (return) is now another place (docs/behaviour/flights.md#landing-airport: the landing airport must equal the pickup's,
 * or the drop-off's for a return). Such a flight is cleared rather than sent for the wrong airport.
 */
export function staleFlightTabs(
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'flight' | 'returnFlight'>,
): FlightTab[] {
  const stale = (flight: StoredFlight, place: Place | null) => {
    const recorded = flight.AirportCode ?? '';
    if (!recorded.trim()) return false;
    return !isAirport(place) || !isLandingAirportValid(recorded, place);
  };
  const tabs: FlightTab[] = [];
  if (stale(state.flight, state.pickup)) tabs.push('outward');
  if (stale(state.returnFlight, state.dropoff)) tabs.push('return');
  return tabs;
}

/** Clears both flights (docs/behaviour/quotation.md#quote-expiry: a quotation that runs out clears the flights). */
export function clearFlights(state: Pick<BookingState, 'flight' | 'returnFlight'>): void {
  state.flight = emptyStoredFlight();
  state.returnFlight = emptyStoredFlight();
}

registerStore('flights', () => Object.assign(flightUi, emptyFlightUi()));
