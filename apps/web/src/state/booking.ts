import {
  type Address,
  createFlight,
  DEFAULT_PRICE_TIER_INDEX,
  keepFlight,
  Quotation,
  type ReturnKind,
  type StoredFlight,
  WAITING_TIME_DEFAULT,
} from '@cabkit/domain/model';
import * as v from 'valibot';
import { proxy } from 'valtio';
import { afterHydration, hydrationState } from './hydration';
import { persist, readStored, sessionStore } from './storage';
import { registerStore } from './stores';

/** An address, place or airport: the contract's (and the domain's) Address. */
export type Place = Address;

/** Passenger and luggage options (docs/behaviour/journey.md#options Options). */
export interface BookingOptions {
  passengers: number;
  luggages: number;
  handBags: number;
  smallPets: number;
  otherPets: number;
  smallChilds: number;
  largeChilds: number;
}

/** A wheelchair space, meet-and-help assistance, an assistance dog and infant seats, as the booking asks for them. */
export interface AccessChoices {
  wheelchair: boolean;
  assistance: boolean;
  assistanceDog: boolean;
  infantSeats: number;
}

/** The main passenger's contact details. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
  /** Dialing code of the phone (docs/behaviour/common.md#phone default +44); absent in bookings saved before it existed. */
  dialingCode?: string;
}

/** A booker's customer (docs/behaviour/people.md#contact-dialog Customer): who the journey is booked for. */
export interface CustomerDetails {
  ourRef: string;
  firstName: string;
  lastName: string;
  phone: string;
  dialingCode: string;
  email: string;
}

/** An empty customer (dialing code +44). */
export function emptyCustomer(): CustomerDetails {
  return { ourRef: '', firstName: '', lastName: '', phone: '', dialingCode: '', email: '' };
}

/** An empty flight (details not declined; waiting time after landing 60 minutes until the passenger chooses another). */
export function emptyStoredFlight(): StoredFlight {
  return keepFlight(createFlight());
}

/** The booking being made (docs/behaviour/journey.md#booking-storage Booking), kept in session storage. */
export interface BookingState {
  /** Wizard step, 1-based, never below 1. */
  step: number;
  pickup: Place | null;
  dropoff: Place | null;
  via: (Place | null)[];
  /** 'Now' is ASAP; 'Later' has `time`. */
  pickUpType: 'Now' | 'Later';
  /** The pickup instant as ISO text when Later (shown on the tenant's clock). */
  time: string;
  returnKind: ReturnKind;
  /** The return pickup instant as ISO text ('' without a return). */
  returnTime: string;
  /** Wait-and-return: minutes the driver waits before the return leg (0-180 in 15s, default 60; docs/behaviour/journey.md#return-journey). */
  waitingTime: number;
  vehicleId: number;
  /** Price tier index (docs/behaviour/quotation.md#price-tiers: three shown, index 1 default); the server's tier sort order. */
  priceTier: number;
  options: BookingOptions;
  /** Access needs beyond the child and booster seats in `options` (docs/behaviour/bookings.md#access-needs). */
  access: AccessChoices;
  contact: ContactDetails;
  /** The signed-in profile Id the contact (and a booker's customer) came from; 0 when a guest typed them. */
  contactProfileId: number;
  note: string;
  paymentType: 'cash' | 'card' | 'paypal' | '';
  promoCode: string;
  promoId: number;
  promoValue: number;
  /** The server's quotation, its ExpiresAt re-based on this device's clock when it arrived (`toQuoteState`). */
  quote: Quotation | null;
  /**
   * Quotation failure shown at the pickup field (Codes 3 and 6) or in the fare area; a refused pickup time brings
   * the travel time the server judged it by.
   */
  quoteError: { field: 'pickup' | 'fare'; message: string; travelTime?: number } | null;
  quoteLoading: boolean;
  /** Field errors, keyed by field id (pickup, dropoff, time, vehicle, name, phone, email, payment, ...). */
  errors: Record<string, string>;
  /** The idempotency key of the booking being submitted; kept across retries, cleared on success. */
  requestId: string;
  /** What `requestId` was made for (the booking request without its key): another booking gets another key. */
  requestFor: string;
  submitting: boolean;
  submitError: string;
  /** The quotation ran out: the quotation-expired dialog is open (docs/behaviour/quotation.md#expired-dialog). */
  quoteExpired: boolean;
  /** The booker's customer (bookers only; docs/behaviour/people.md#contact-dialog). */
  customer: CustomerDetails;
  /** The outward flight (airport pickup; docs/behaviour/flights.md#flight-required Booking.Flight). */
  flight: StoredFlight;
  /** The return flight (airport drop-off on a return; docs/behaviour/flights.md#flight-required Booking.ReturnFlight). */
  returnFlight: StoredFlight;
}

/** A fresh booking with the spec's defaults (Step 1, one passenger, pickup Later with no time chosen yet: docs/behaviour/journey.md#booking-storage). */
export function createBookingState(): BookingState {
  return {
    step: 1,
    pickup: null,
    dropoff: null,
    via: [],
    pickUpType: 'Later',
    time: '',
    returnKind: '',
    returnTime: '',
    waitingTime: WAITING_TIME_DEFAULT,
    vehicleId: 0,
    priceTier: DEFAULT_PRICE_TIER_INDEX,
    options: { passengers: 1, luggages: 0, handBags: 0, smallPets: 0, otherPets: 0, smallChilds: 0, largeChilds: 0 },
    access: { wheelchair: false, assistance: false, assistanceDog: false, infantSeats: 0 },
    contact: { name: '', phone: '', email: '' },
    contactProfileId: 0,
    note: '',
    paymentType: '',
    promoCode: '',
    promoId: 0,
    promoValue: 0,
    quote: null,
    quoteError: null,
    quoteLoading: false,
    errors: {},
    requestId: '',
    requestFor: '',
    submitting: false,
    submitError: '',
    quoteExpired: false,
    customer: emptyCustomer(),
    flight: emptyStoredFlight(),
    returnFlight: emptyStoredFlight(),
  };
}

/** The session-storage key of the booking. */
export const bookingStorageKey = 'cabkit.booking';

function restore(): BookingState {
  const saved = readStored<Partial<BookingState>>(sessionStore(), bookingStorageKey);
  // Transient flags never survive a reload; a quotation saved in another shape is asked for again.
  const quote = saved?.quote && v.is(Quotation, saved.quote) ? saved.quote : null;
  return { ...createBookingState(), ...saved, quote, submitting: false, quoteLoading: false };
}

/**
 * The booking store (valtio); saved to session storage on every change. A page the server rendered starts from a
 * fresh booking, as the server did, and gets the saved one back once it has hydrated (state/hydration.ts).
 */
export const bookingState = proxy<BookingState>(hydrationState.pending ? createBookingState() : restore());
persist(bookingState, sessionStore(), bookingStorageKey);
afterHydration(() => {
  if (readStored(sessionStore(), bookingStorageKey)) Object.assign(bookingState, restore());
});

/** Starts over with a fresh booking. */
export function resetBooking(): void {
  Object.assign(bookingState, createBookingState());
  bookingResets.count++;
}

/** Counts fresh starts (`resetBooking`): the wizard remounts its fields on each, so no box keeps old text. */
export const bookingResets = proxy({ count: 0 });

/** Sets or clears one field error. */
export function setFieldError(field: string, message: string | undefined): void {
  if (message) bookingState.errors[field] = message;
  else delete bookingState.errors[field];
}

registerStore('booking', resetBooking);

// Here rather than beside the quotation (state/quote.ts): the wizard's first view reads it, and the quotation's
// code (and the API client under it) loads only once the visitor starts on a journey.
/**
 * The nearest driver's travel time the wizard judges pickup times by (docs/behaviour/journey.md#earliest-time): the
 * quotation's, or, when the server refused the pickup time, the one it refused it by (so the web app blocks what
 * the server refuses, before any quotation from that place has succeeded).
 */
export function heldTravelTime(state: {
  quote: { TravelTime: number } | null;
  quoteError: { travelTime?: number } | null;
}): number {
  return state.quote?.TravelTime ?? state.quoteError?.travelTime ?? 0;
}
