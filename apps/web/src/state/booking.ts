import type { Address } from '@cabkit/contract';
import type * as v from 'valibot';
import { proxy } from 'valtio';
import { persist, readStored, sessionStore } from './storage';

/** An address, place or airport as the contract carries it. */
export type Place = v.InferOutput<typeof Address>;

/** Return type (SPEC 4): none, return, wait-and-return. */
export type ReturnKind = '' | 'rtn' | 'w&r';

/** A vehicle type's price in the current quotation (AdditionalPrices). */
export interface VehiclePrice {
  vehTypeId: number;
  fare: number;
  returnFare: number;
  totalFare: number;
  currencyCode: string;
}

/** The current quotation, reduced to what the wizard shows and books with. */
export interface QuoteState {
  quotationId: string;
  fare: number;
  returnFare: number;
  totalFare: number;
  currencyCode: string;
  journeyTime: number;
  returnJourneyTime: number;
  travelTime: number;
  routeDistance: number;
  returnRouteDistance: number;
  routePath: { Latitude: number; Longitude: number }[];
  /** ISO time when this quotation stops being valid. */
  expiresAt: string;
  prices: VehiclePrice[];
}

/** Passenger and luggage options (SPEC 3 Options). */
export interface BookingOptions {
  passengers: number;
  luggages: number;
  handBags: number;
  smallPets: number;
  otherPets: number;
  smallChilds: number;
  largeChilds: number;
}

/** The main passenger's contact details. */
export interface ContactDetails {
  name: string;
  phone: string;
  email: string;
}

/** The booking being made (SPEC 3 Booking), kept in session storage. */
export interface BookingState {
  /** Wizard step, 1-based, never below 1. */
  step: number;
  pickup: Place | null;
  dropoff: Place | null;
  via: (Place | null)[];
  /** 'Now' is ASAP; 'Later' has `time`. */
  pickUpType: 'Now' | 'Later';
  /** Local date-time text `yyyy-MM-ddTHH:mm` when Later. */
  time: string;
  returnKind: ReturnKind;
  returnTime: string;
  vehicleId: number;
  options: BookingOptions;
  contact: ContactDetails;
  note: string;
  paymentType: 'cash' | 'card' | 'paypal' | '';
  promoCode: string;
  promoId: number;
  promoValue: number;
  quote: QuoteState | null;
  /** Quotation failure shown at the pickup field (Codes 3 and 6) or in the fare area. */
  quoteError: { field: 'pickup' | 'fare'; message: string } | null;
  quoteLoading: boolean;
  /** Field errors, keyed by field id (pickup, dropoff, time, vehicle, name, phone, email, payment, ...). */
  errors: Record<string, string>;
  /** The idempotency key of the booking being submitted; kept across retries, cleared on success. */
  requestId: string;
  submitting: boolean;
  submitError: string;
  /** The quotation ran out: the quotation-expired dialog is open (SPEC 4). */
  quoteExpired: boolean;
}

/** A fresh booking with the spec's defaults (Step 1, one passenger, ASAP). */
export function createBookingState(): BookingState {
  return {
    step: 1,
    pickup: null,
    dropoff: null,
    via: [],
    pickUpType: 'Now',
    time: '',
    returnKind: '',
    returnTime: '',
    vehicleId: 0,
    options: { passengers: 1, luggages: 0, handBags: 0, smallPets: 0, otherPets: 0, smallChilds: 0, largeChilds: 0 },
    contact: { name: '', phone: '', email: '' },
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
    submitting: false,
    submitError: '',
    quoteExpired: false,
  };
}

/** The session-storage key of the booking. */
export const bookingStorageKey = 'cabkit.booking';

function restore(): BookingState {
  const saved = readStored<Partial<BookingState>>(sessionStore(), bookingStorageKey);
  // Transient flags never survive a reload.
  return { ...createBookingState(), ...saved, submitting: false, quoteLoading: false };
}

/** The booking store (valtio); saved to session storage on every change. */
export const bookingState = proxy<BookingState>(restore());
persist(bookingState, sessionStore(), bookingStorageKey);

/** Starts over with a fresh booking. */
export function resetBooking(): void {
  Object.assign(bookingState, createBookingState());
}

/** Sets or clears one field error. */
export function setFieldError(field: string, message: string | undefined): void {
  if (message) bookingState.errors[field] = message;
  else delete bookingState.errors[field];
}
