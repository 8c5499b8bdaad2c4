import * as v from 'valibot';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY_CODE, DEFAULT_DIALING_CODE, WAITING_TIME_DEFAULT } from './constants';
import { QuoteTerms } from '../terms/terms';

/** Pickup type as stored: Now, Later, Unknow and the lower-case wire forms (docs/behaviour/journey.md#pickup-time). */
export type PickUpType = 'Now' | 'Later' | 'Unknow' | 'now' | 'unknown' | 'scheduled';

/** Return type of a journey: none, return, wait-and-return (docs/behaviour/journey.md#return-journey). */
export type ReturnKind = '' | 'rtn' | 'w&r';

/** A payment type (docs/behaviour/payment.md#payment-methods). */
export type PaymentType = 'card' | 'cash' | 'paypal' | 'stripe' | 'account';

/** The kind of a map marker (docs/behaviour/journey.md#address-choice). */
export type AddressPointKind = 'Pickup' | 'Dropoff' | 'ViaAddress';

/** A map point, as routes and positions carry it (docs/behaviour/quotation.md#quote-validity, Quotation.RoutePath). */
export const LatLng = v.object({ Latitude: v.number(), Longitude: v.number() });
/** A map point in degrees. */
export type LatLng = v.InferOutput<typeof LatLng>;

/** The pickup time of a booking (docs/behaviour/journey.md#pickup-time "Time"). */
export interface TimeInfo {
  /** The chosen pickup moment; null when not chosen (ASAP uses the moment it was applied). */
  Time: Date | null;
  PickUpType: PickUpType;
  /** The earliest pickup moment allowed when the time was last checked. */
  EarliestTime: Date | null;
  /** Whether the time passed the date/time rule. */
  IsValid: boolean;
  /** Whether the picker is shown. */
  IsShow: boolean;
  /** Whether the return date passed the return rule. */
  IsValidReturn: boolean;
}

/**
 * An address, place or airport (docs/behaviour/journey.md#addresses "Address/Place"), as the server answers it: the
 * wire's shape, so the position is always known (a typed text that was not picked is no address yet).
 */
export const Address = v.object({
  /** Place id in the address book or gazetteer. */
  Id: v.number(),
  Name: v.string(),
  /** An airport's IATA code. */
  Code: v.string(),
  Line1: v.string(),
  Line2: v.string(),
  Title: v.string(),
  /** Airports have 'Air' (any category containing 'air' is an airport). */
  Category: v.string(),
  Postcode: v.string(),
  Latitude: v.number(),
  Longitude: v.number(),
  Fulladdress: v.string(),
  PlaceName: v.string(),
  /** The map provider's place id. */
  PlaceId: v.string(),
  IconPath: v.string(),
  Order: v.number(),
  /** Whether the address was picked from a list (not just typed). */
  Valid: v.boolean(),
});
/** An address, place or airport. */
export type Address = v.InferOutput<typeof Address>;

/** The airport a flight comes from (docs/behaviour/flights.md#flight-data "Flight.Airport"). */
export const FlightAirport = v.object({
  /** IATA code. */
  Code: v.string(),
  Name: v.string(),
  City: v.string(),
  FullAddress: v.string(),
  IconPath: v.string(),
  /** Lower-case country code (flag icons). */
  CountryLowerCase: v.string(),
});
/** The airport a flight comes from. */
export type FlightAirport = v.InferOutput<typeof FlightAirport>;

/** A moment a booking keeps as ISO text and the rules read as a Date; missing or unreadable text reads as null. */
const keptMoment = v.fallback(
  v.pipe(
    v.nullable(v.string()),
    v.transform((text): Date | null => {
      if (!text) return null;
      const moment = new Date(text);
      return Number.isNaN(moment.getTime()) ? null : moment;
    }),
  ),
  null,
);

/**
 * A flight attached to an airport pickup or return (docs/behaviour/flights.md#flight-required "Flight"). Its input is
 * the flight as a booking keeps it (times as ISO text, so it survives a reload); its output is what the rules read
 * (times as Dates). Anything missing or malformed reads as the default, so a stale saved booking never breaks.
 */
export const Flight = v.object({
  Number: v.fallback(v.string(), ''),
  /** Chosen arriving-from airport; null when none chosen. */
  Airport: v.fallback(v.nullable(FlightAirport), null),
  /** Arriving-from text typed by the user. */
  AirportText: v.fallback(v.string(), ''),
  /** Landing airport code. */
  AirportCode: v.fallback(v.string(), ''),
  /** Arrival time as chosen in the free-text "360" variant (docs/behaviour/journey.md). */
  ArrivingFrom: v.fallback(
    v.object({
      Time: keptMoment,
      PickUpType: v.fallback(v.picklist(['Now', 'Later', 'Unknow', 'now', 'unknown', 'scheduled']), 'Later'),
    }),
    { Time: null, PickUpType: 'Later' },
  ),
  LandingTime: keptMoment,
  /** Earliest pickup after landing. */
  LandingTimeMin: keptMoment,
  /** End of the free wait. */
  LandingTimeWait: keptMoment,
  /** Waiting time after landing, in minutes (docs/behaviour/flights.md#flight-timeline: default 60). */
  WaitingTime: v.fallback(v.pipe(v.number(), v.finite()), WAITING_TIME_DEFAULT),
  /** True means the user declined to give flight details. */
  IsFlightDetail: v.fallback(v.boolean(), false),
});
/** A flight as the rules read it (times as Dates). */
export type Flight = v.InferOutput<typeof Flight>;
/** A flight as a booking keeps it (times as ISO text). */
export type StoredFlight = v.InferInput<typeof Flight>;

/** The price of one vehicle type in a quotation (docs/behaviour/quotation.md#vehicle-prices, AdditionalPrices). */
export const AdditionalPrice = v.object({
  VehTypeId: v.number(),
  /** Onward fare. */
  Fare: v.number(),
  ReturnFare: v.number(),
  TotalFare: v.number(),
  CurrencyCode: v.string(),
});
/** The price of one vehicle type in a quotation. */
export type AdditionalPrice = v.InferOutput<typeof AdditionalPrice>;

/** A fare quotation as the server answers it (docs/behaviour/quotation.md#quotation-codes "Quotation"). */
export const Quotation = v.object({
  /** Response code (docs/behaviour/common.md#response-codes). */
  Code: v.number(),
  Message: v.string(),
  /** The signed quote itself (docs/decisions/0015-signed-quotations.md); a booking sends it back. */
  QuotationId: v.string(),
  CurrencyCode: v.string(),
  Fare: v.number(),
  OnwardFare: v.number(),
  ReturnFare: v.number(),
  TotalFare: v.number(),
  ReturnTotalFare: v.number(),
  /** Journey time in minutes. */
  JourneyTime: v.number(),
  /** Return journey time in minutes. */
  ReturnJourneyTime: v.number(),
  /** Travel time of the nearest driver in minutes. */
  TravelTime: v.number(),
  RouteDistance: v.number(),
  ReturnRouteDistance: v.number(),
  RoutePath: v.array(LatLng),
  ReturnRoutePath: v.array(LatLng),
  /** Pickup text echoed by the server. */
  PickUp: v.string(),
  /** Drop-off text echoed by the server. */
  DropOff: v.string(),
  /** Prices per vehicle type. */
  AdditionalPrices: v.array(AdditionalPrice),
  /** When the quote stops being valid (ISO, on the server's clock). */
  ExpiresAt: v.string(),
  /** The cancellation and waiting terms of the chosen fare (docs/behaviour/bookings.md#terms); none on a refusal. */
  Terms: v.optional(QuoteTerms),
});
/** A fare quotation. */
export type Quotation = v.InferOutput<typeof Quotation>;

/** A vehicle type (docs/behaviour/journey.md#vehicle-choice). */
export const VehicleType = v.object({
  Id: v.number(),
  Name: v.string(),
  Description: v.string(),
  Image: v.string(),
  /** Passenger capacity. */
  Passengers: v.number(),
  /** Luggage capacity. */
  Luggages: v.number(),
  /** Hand-bag capacity. */
  HandBags: v.number(),
  MaxLuggage: v.number(),
  /** The access equipment it carries (wheelchair, infantSeat, childSeat, boosterSeat), from the tenant's configuration. */
  Equipment: v.optional(v.array(v.string()), []),
});
/** A vehicle type with its capacities. */
export type VehicleType = v.InferOutput<typeof VehicleType>;

/**
 * A passenger contact or a booker's customer (docs/behaviour/people.md#contact-dialog "Contact / Customer"): the
 * contact dialog's form, which the rules check (`validateContact`, `validateCustomer`) and the details copies fill.
 */
export const Contact = v.object({
  FirstName: v.string(),
  LastName: v.string(),
  /** The full name, when the name is kept in one piece. */
  Name: v.string(),
  Email: v.string(),
  /** Phone digits (leading 0 and spaces stripped). */
  Phone: v.string(),
  DialingCode: v.string(),
  /** Set means "create an account" (`createsAccount`). */
  Password: v.string(),
  PasswordHash: v.string(),
  AsAccount: v.boolean(),
  CustomerId: v.nullable(v.number()),
  BookerId: v.nullable(v.number()),
  /** The booker's own reference for the customer (optional). */
  OurRef: v.string(),
  Note: v.string(),
});
/** A passenger contact. */
export type Contact = v.InferOutput<typeof Contact>;

/** A booker's customer: the contact's shape (docs/behaviour/people.md#contact-dialog). */
export type Customer = Contact;

/**
 * A signed-in account as sign-in, sign-up and the profile answer it (docs/behaviour/account.md#profile "Customer
 * account / Profile"); a BookerId above 0 makes it a booker's.
 */
export const Profile = v.object({
  Id: v.number(),
  Phone: v.string(),
  BookerId: v.number(),
  Email: v.string(),
  FirstName: v.string(),
  LastName: v.string(),
  DialingCode: v.string(),
  SmsMailingList: v.boolean(),
  EmailMailingList: v.boolean(),
});
/** A signed-in account. */
export type Profile = v.InferOutput<typeof Profile>;

/** The sign-up form (docs/behaviour/people.md#sign-up "Sign-up"). */
export interface SignUp {
  Email: string;
  Phone: string;
  Surname: string;
  Firstname: string;
  Password: string;
  ConfirmPassword: string;
  PasswordHash: string;
  /** Dialing code (default +44). */
  DialingCode: string;
}

/** The sign-in form (docs/behaviour/people.md#sign-in "Sign-in"). */
export interface SignIn {
  Email: string;
  Password: string;
  PasswordHash: string;
  RememberMe: boolean;
}

/** Card payment details (docs/behaviour/payment.md#card-dialog "Payment"). */
export interface Payment {
  /** Name on card. */
  Name: string;
  /** Billing city. */
  City: string;
  CVC: string;
  CardNumber: string;
  /** Expiry month (1-12 as text). */
  ExpiryMonth: string;
  /** Expiry year (four digits as text). */
  ExpiryYear: string;
  /** Billing postal code. */
  PostalCode: string;
  AddressLine1: string;
  /** Address line 2 (optional). */
  AddressLine2: string;
  /** Country name. */
  Country: string;
  CountryCode: string;
  Amount: number;
  /** Gateway nonce. */
  Nonce: string;
  CustomerId: number | null;
  /** Whether this is a payment retry. */
  Retry: boolean;
}

/** A promo code as the server answers it (docs/behaviour/quotation.md#promo-code "Promo"). */
export const Promo = v.object({
  /** Response code: 1 when the code is valid. */
  Code: v.number(),
  Message: v.string(),
  /** The code as typed. */
  PromoCode: v.string(),
  /** Amount off. */
  Value: v.number(),
  PromoId: v.number(),
  CurrencyCode: v.string(),
});
/** A promo code and what it takes off. */
export type Promo = v.InferOutput<typeof Promo>;

/**
 * The booking being made, as the journey rules read it (docs/behaviour/journey.md "Booking"): only the fields a rule
 * reads. The web app keeps its booking in its store's shape and hands the rules this view through one mapping
 * function (`toDomainJourney`); the server judges the wire's request with the same rules, field by field.
 */
export interface Booking {
  PickUp: Address | null;
  PickDown: Address | null;
  ViaAddress: Address[];
  Time: TimeInfo;
  /** The chosen vehicle type, or its id alone; null when none is chosen. */
  Vehicle: VehicleType | null;
  VehicleId: number | null;
  Flight: Flight;
  ReturnFlight: Flight;
  /** A return ('rtn') is chosen: its date is checked and an airport drop-off needs a return flight. */
  HasReturn: boolean;
  ReturnDate: Date | null;
  Quotation: Quotation;
  /** When the current quote expires; null when no valid quote. */
  QuoteExpiresAt: Date | null;
}

/** One point on the flight timeline (docs/behaviour/flights.md#flight-timeline). */
export interface TimelineItem {
  /** What the point marks. */
  Kind: 'landing' | 'pickup' | 'waitEnd';
  Time: Date;
}

/** An airport (docs/behaviour/flights.md#flight-data). */
interface Airport {
  City: string;
  Iata: string;
  Icao: string;
  Name: string;
  Country: string;
}

/** An airline (docs/behaviour/flights.md#flight-data). */
interface Airline {
  Code: string;
  Iata: string;
  Name: string;
  Country: string;
}

/** A flight-finder search (docs/behaviour/flights.md#flight-finder "Flight search item"). */
export interface FlightSearchItem {
  /** Departure date-time. */
  DateTime: Date | null;
  /** Airline (required). */
  Airline: Airline | null;
  /** Departing airport (optional). */
  Airport: Airport | null;
  /** Landing (pickup) airport code. */
  PickUpCode: string;
}

/** A booker invoice (docs/behaviour/booker.md#invoices): editable only when the issuer is 'Me'. */
export const BookerInvoice = v.object({
  Id: v.number(),
  Code: v.string(),
  /** First day invoiced (ISO date). */
  DateFrom: v.string(),
  /** Last day invoiced (ISO date). */
  DateTo: v.string(),
  /** ISO date. */
  IssueDate: v.string(),
  /** 'Me' means the booker issued it and may edit it. */
  Issuer: v.string(),
  Editable: v.boolean(),
});
/** A booker invoice. */
export type BookerInvoice = v.InferOutput<typeof BookerInvoice>;

/** Creates a pickup time with the spec defaults (type Later, nothing chosen). */
export function createTimeInfo(overrides: Partial<TimeInfo> = {}): TimeInfo {
  return {
    Time: null,
    PickUpType: 'Later',
    EarliestTime: null,
    IsValid: false,
    IsShow: false,
    IsValidReturn: true,
    ...overrides,
  };
}

/** Creates an address nobody picked (Valid false, Id 0, position 0,0 until one is chosen). */
export function createAddress(overrides: Partial<Address> = {}): Address {
  return {
    Id: 0,
    Name: '',
    Code: '',
    Line1: '',
    Line2: '',
    Title: '',
    Category: '',
    Postcode: '',
    Latitude: 0,
    Longitude: 0,
    Fulladdress: '',
    PlaceName: '',
    PlaceId: '',
    IconPath: '',
    Order: 0,
    Valid: false,
    ...overrides,
  };
}

/** Creates an empty flight (waiting time 60 minutes, details not declined). */
export function createFlight(overrides: Partial<Flight> = {}): Flight {
  return {
    Number: '',
    Airport: null,
    AirportText: '',
    AirportCode: '',
    ArrivingFrom: { Time: null, PickUpType: 'Later' },
    LandingTime: null,
    LandingTimeMin: null,
    LandingTimeWait: null,
    WaitingTime: WAITING_TIME_DEFAULT,
    IsFlightDetail: false,
    ...overrides,
  };
}

/** Reads a flight as a booking keeps it (session storage, the store); anything missing or malformed gets the default. */
export function readFlight(kept: unknown): Flight {
  return v.parse(Flight, kept ?? {});
}

/** A flight as a booking keeps it (times as ISO text): the way back of `readFlight`. */
export function keepFlight(flight: Flight): StoredFlight {
  const iso = (moment: Date | null) => (moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null);
  return {
    ...flight,
    Airport: flight.Airport ? { ...flight.Airport } : null,
    ArrivingFrom: { Time: iso(flight.ArrivingFrom.Time), PickUpType: flight.ArrivingFrom.PickUpType },
    LandingTime: iso(flight.LandingTime),
    LandingTimeMin: iso(flight.LandingTimeMin),
    LandingTimeWait: iso(flight.LandingTimeWait),
  };
}

/** Creates an empty quotation (CurrencyCode GBP, zero fares, no route, terms with nothing to show). */
export function createQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    Fare: 0,
    OnwardFare: 0,
    ReturnFare: 0,
    TotalFare: 0,
    ReturnTotalFare: 0,
    CurrencyCode: DEFAULT_CURRENCY_CODE,
    JourneyTime: 0,
    ReturnJourneyTime: 0,
    TravelTime: 0,
    RouteDistance: 0,
    ReturnRouteDistance: 0,
    RoutePath: [],
    ReturnRoutePath: [],
    PickUp: '',
    DropOff: '',
    AdditionalPrices: [],
    Code: 0,
    Message: '',
    QuotationId: '',
    ExpiresAt: '',
    Terms: {
      FreeCancellationUntil: '',
      CancellationFee: 0,
      FreeWaitingMinutes: 0,
      WaitingFromLanding: false,
      WaitingChargePerMinute: 0,
      Summary: [],
      Details: [],
    },
    ...overrides,
  };
}

/** Creates a vehicle type with zero capacities. */
export function createVehicleType(overrides: Partial<VehicleType> = {}): VehicleType {
  return {
    Id: 0,
    Name: '',
    Description: '',
    Image: '',
    Passengers: 0,
    Luggages: 0,
    HandBags: 0,
    MaxLuggage: 0,
    Equipment: [],
    ...overrides,
  };
}

/** Creates an empty contact (DialingCode +44). */
export function createContact(overrides: Partial<Contact> = {}): Contact {
  return {
    FirstName: '',
    LastName: '',
    Name: '',
    Email: '',
    Phone: '',
    DialingCode: DEFAULT_DIALING_CODE,
    Password: '',
    PasswordHash: '',
    AsAccount: false,
    CustomerId: null,
    BookerId: null,
    OurRef: '',
    Note: '',
    ...overrides,
  };
}

/** Creates an empty booker's customer (DialingCode +44). */
export function createCustomer(overrides: Partial<Customer> = {}): Customer {
  return createContact(overrides);
}

/** Creates empty card payment details (country United Kingdom / GB). */
export function createPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    Name: '',
    City: '',
    CVC: '',
    CardNumber: '',
    ExpiryMonth: '',
    ExpiryYear: '',
    PostalCode: '',
    AddressLine1: '',
    AddressLine2: '',
    Country: DEFAULT_COUNTRY,
    CountryCode: 'GB',
    Amount: 0,
    Nonce: '',
    CustomerId: null,
    Retry: false,
    ...overrides,
  };
}

/** Creates an empty promo. */
export function createPromo(overrides: Partial<Promo> = {}): Promo {
  return {
    Code: 0,
    Message: '',
    PromoCode: '',
    Value: 0,
    PromoId: 0,
    CurrencyCode: DEFAULT_CURRENCY_CODE,
    ...overrides,
  };
}

/** Creates a journey with nothing chosen: no places, pickup Later with no time, empty flights, an empty quote. */
export function createBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    PickUp: null,
    PickDown: null,
    ViaAddress: [],
    Time: createTimeInfo(),
    Vehicle: null,
    VehicleId: null,
    Flight: createFlight(),
    ReturnFlight: createFlight(),
    HasReturn: false,
    ReturnDate: null,
    Quotation: createQuotation(),
    QuoteExpiresAt: null,
    ...overrides,
  };
}

/** Returns a wizard step that is a whole number and never below 1 (docs/behaviour/journey.md#steps). */
export function normalizeStep(step: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.max(1, Math.floor(step));
}

/** Returns true when an address is an airport: its category contains 'air' in any case (docs/behaviour/flights.md#flight-required). */
export function isAirport(address: Pick<Address, 'Category'> | null | undefined): boolean {
  return !!address && address.Category.toLowerCase().includes('air');
}

/** A place the flight tabs look at: an airport when its category contains 'air'. */
type FlightPlace = Pick<Address, 'Category'> | null | undefined;

/**
 * Returns the flight tabs a booking needs, outward first: an airport pickup; an airport drop-off on a return
 * ('rtn': a wait-and-return comes back without a flight) (docs/behaviour/flights.md#flight-required).
 */
export function flightDialogTabs(journey: {
  pickup: FlightPlace;
  dropoff: FlightPlace;
  returnKind: string;
}): ('outward' | 'return')[] {
  const tabs: ('outward' | 'return')[] = [];
  if (isAirport(journey.pickup)) tabs.push('outward');
  if (journey.returnKind === 'rtn' && isAirport(journey.dropoff)) tabs.push('return');
  return tabs;
}

/**
 * Returns true when the landing airport equals the pickup (or, for a return, drop-off) airport code (docs/behaviour/flights.md#landing-airport).
 * It sits beside `isAirport` so the booking's first load can check a recorded flight without the flight module.
 */
export function isLandingAirportValid(landingAirportCode: string, airport: Pick<Address, 'Code'> | null): boolean {
  if (!airport) return false;
  const landing = landingAirportCode.trim().toUpperCase();
  return landing !== '' && landing === airport.Code.trim().toUpperCase();
}

/** Returns true when the profile belongs to a booker (has a BookerId; docs/behaviour/people.md#roles). */
export function isBooker(profile: Pick<Profile, 'BookerId'> | null | undefined): boolean {
  return !!profile && profile.BookerId > 0;
}

/** Returns true when the profile is a signed-in customer (has an Id; docs/behaviour/people.md#roles). */
export function isSignedIn(profile: Pick<Profile, 'Id'> | null | undefined): boolean {
  return !!profile && profile.Id > 0;
}

/** Returns true when a booker invoice may be edited: issued by 'Me' (docs/behaviour/booker.md#invoices). */
export function isInvoiceEditable(invoice: Pick<BookerInvoice, 'Issuer'>): boolean {
  return invoice.Issuer === 'Me';
}

/**
 * The name an invoice's "Issued by" prints: `self` for one the booker issued ('Me'), else the tenant's registered
 * legal name, whatever short name the row was stored under (a product name or a tenant's slug is no issuer).
 */
export function invoiceIssuerName(issuer: string, names: { self: string; legalName: string }): string {
  return issuer === 'Me' ? names.self : names.legalName;
}

/** Creates an empty sign-up form (DialingCode +44). */
export function createSignUp(overrides: Partial<SignUp> = {}): SignUp {
  return {
    Email: '',
    Phone: '',
    Surname: '',
    Firstname: '',
    Password: '',
    ConfirmPassword: '',
    PasswordHash: '',
    DialingCode: DEFAULT_DIALING_CODE,
    ...overrides,
  };
}
