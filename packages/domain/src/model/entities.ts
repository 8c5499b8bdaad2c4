import {
  DEFAULT_BASE_LOCATION,
  DEFAULT_BOOKING_SOURCE,
  DEFAULT_COUNTRY,
  MIN_LUGGAGES,
  MIN_PASSENGERS,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_DIALING_CODE,
  DEFAULT_MINUTE,
  DEFAULT_QUOTE_TIMEOUT_MINUTES,
} from './constants';

/** Pickup type as stored: Now, Later, Unknow and the lower-case wire forms (docs/behaviour/journey.md#pickup-time). */
export type PickUpType = 'Now' | 'Later' | 'Unknow' | 'now' | 'unknown' | 'scheduled';

/** Return type of a journey: none, return, wait-and-return (docs/behaviour/journey.md#return-journey). */
export type ReturnKind = '' | 'rtn' | 'w&r';

/** A payment type (docs/behaviour/payment.md#payment-methods). */
export type PaymentType = 'card' | 'cash' | 'paypal' | 'stripe' | 'account';

/** The kind of a map marker (docs/behaviour/journey.md#address-choice). */
export type AddressPointKind = 'Pickup' | 'Dropoff' | 'ViaAddress';

/** A map point (docs/behaviour/quotation.md#quote-validity, Quotation.RoutePath). */
export interface LatLng {
  /** Latitude in degrees. */
  Latitude: number;
  /** Longitude in degrees. */
  Longitude: number;
}

/** The pickup time of a booking (docs/behaviour/journey.md#pickup-time "Time"). */
export interface TimeInfo {
  /** The chosen pickup moment; null when not chosen (ASAP uses the moment it was applied). */
  Time: Date | null;
  /** How the time was chosen. */
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

/** Luggage, pet, child-seat and passenger counts, held as strings (docs/behaviour/journey.md#options "Options"). */
export interface Options {
  /** Hand bags. */
  HandBags: string;
  /** Luggages. */
  Luggages: string;
  /** Small pets. */
  SmallPets: string;
  /** Other pets. */
  OtherPets: string;
  /** Passengers. */
  Passengers: string;
  /** Small child seats. */
  SmallChilds: string;
  /** Large child seats. */
  LargeChilds: string;
}

/** An address or place (docs/behaviour/journey.md#addresses "Address/Place"). */
export interface Address {
  /** Place id in the address book or gazetteer. */
  Id: number | string | null;
  /** Display name. */
  Name: string;
  /** Code, e.g. an airport IATA code. */
  Code: string;
  /** First address line. */
  Line1: string;
  /** Second address line. */
  Line2: string;
  /** Title. */
  Title: string;
  /** Category; airports have 'Air' (any category containing 'air'). */
  Category: string;
  /** Postcode. */
  Postcode: string;
  /** Latitude; null when unknown. */
  Latitude: number | null;
  /** Longitude; null when unknown. */
  Longitude: number | null;
  /** Full address text. */
  Fulladdress: string;
  /** Place name. */
  PlaceName: string;
  /** Provider place id. */
  PlaceId: string;
  /** Icon path. */
  IconPath: string;
  /** Sort order. */
  Order: number;
  /** Whether the address was picked from a list (not just typed). */
  Valid: boolean;
}

/** The airport of a flight (docs/behaviour/flights.md#flight-data "Flight.Airport"). */
export interface FlightAirport {
  /** IATA code. */
  Code: string;
  /** Name. */
  Name: string;
  /** Full address. */
  FullAddress: string;
  /** Icon path. */
  IconPath: string;
  /** Lower-case country code (flag icons). */
  CountryLowerCase: string;
}

/** Arrival time of a flight as chosen in the "360" variant (docs/behaviour/journey.md). */
interface ArrivingFrom {
  /** Arrival moment. */
  Time: Date | null;
  /** How the arrival time was chosen. */
  PickUpType: PickUpType;
}

/** A flight attached to an airport pickup or return (docs/behaviour/flights.md#flight-required "Flight"). */
export interface Flight {
  /** Flight number. */
  Number: string;
  /** Chosen arriving-from airport; null when none chosen. */
  Airport: FlightAirport | null;
  /** Arriving-from text typed by the user. */
  AirportText: string;
  /** Landing airport code. */
  AirportCode: string;
  /** Arrival time (free-text "360" variant). */
  ArrivingFrom: ArrivingFrom;
  /** Landing time. */
  LandingTime: Date | null;
  /** Earliest pickup after landing. */
  LandingTimeMin: Date | null;
  /** End of the free wait. */
  LandingTimeWait: Date | null;
  /** Waiting time after landing, in minutes (default 0). */
  WaitingTime: number;
  /** True means the user declined to give flight details. */
  IsFlightDetail: boolean;
}

/** Extra prices per vehicle type in a quotation (docs/behaviour/quotation.md#vehicle-prices). */
interface AdditionalPrice {
  /** Vehicle type id. */
  VehTypeId: number;
  /** Onward fare. */
  Fare: number;
  /** Return fare. */
  ReturnFare: number;
  /** Total fare. */
  TotalFare: number;
  /** Currency code. */
  CurrencyCode: string;
}

/** A fare quotation (docs/behaviour/quotation.md#quote-validity "Quotation"). */
export interface Quotation {
  /** Fare. */
  Fare: number;
  /** Onward fare. */
  OnwardFare: number;
  /** Return fare. */
  ReturnFare: number;
  /** Total fare. */
  TotalFare: number;
  /** Return total fare. */
  ReturnTotalFare: number;
  /** Fare in GBP. */
  GbpFare: number;
  /** Return fare in GBP. */
  GbpReturnFare: number;
  /** Total fare in GBP. */
  GbpTotalFare: number;
  /** Currency code (default GBP). */
  CurrencyCode: string;
  /** Journey time in minutes. */
  JourneyTime: number;
  /** Return journey time in minutes. */
  ReturnJourneyTime: number;
  /** Travel time of the nearest driver in minutes. */
  TravelTime: number;
  /** Route distance. */
  RouteDistance: number;
  /** Return route distance. */
  ReturnRouteDistance: number;
  /** Route path points. */
  RoutePath: LatLng[];
  /** Return route path points. */
  ReturnRoutePath: LatLng[];
  /** Pickup text echoed by the server. */
  PickUp: string;
  /** Drop-off text echoed by the server. */
  DropOff: string;
  /** Prices per vehicle type. */
  AdditionalPrices: AdditionalPrice[];
  /** Response code. */
  Code: number;
  /** Response message. */
  Message: string;
}

/** A vehicle type (docs/behaviour/journey.md#vehicle-choice). */
export interface VehicleType {
  /** Id. */
  Id: number;
  /** Name. */
  Name: string;
  /** Description. */
  Description: string;
  /** Image path. */
  Image: string;
  /** Passenger capacity. */
  Passengers: number;
  /** Luggage capacity. */
  Luggages: number;
  /** Hand-bag capacity. */
  HandBags: number;
  /** Maximum luggage. */
  MaxLuggage: number;
}

/** A passenger contact or a booker's customer (docs/behaviour/people.md#contact-dialog "Contact / Customer"). */
export interface Contact {
  /** First name. */
  FirstName: string;
  /** Last name. */
  LastName: string;
  /** Full name. */
  Name: string;
  /** Email. */
  Email: string;
  /** Phone digits (leading 0 and spaces stripped). */
  Phone: string;
  /** Dialing code (default +44). */
  DialingCode: string;
  /** Password; set means "create an account". */
  Password: string;
  /** Password hash sent to the server. */
  PasswordHash: string;
  /** Whether an account is created. */
  AsAccount: boolean;
  /** Customer id. */
  CustomerId: number | null;
  /** Booker id. */
  BookerId: number | null;
  /** Our reference (optional). */
  OurRef: string;
  /** Note. */
  Note: string;
}

/** A booker's customer: same fields as a contact (docs/behaviour/people.md#contact-dialog). */
export type Customer = Contact;

/** A signed-in account (docs/behaviour/account.md#profile "Customer account / Profile"). */
export interface Profile {
  /** Customer id. */
  Id: number;
  /** Response code. */
  Code: number;
  /** Phone. */
  Phone: string;
  /** Booker id; set means the user is a booker. */
  BookerId: number | null;
  /** Email. */
  Email: string;
  /** First name. */
  FirstName: string;
  /** Last name. */
  LastName: string;
  /** Dialing code. */
  DialingCode: string;
  /** SMS mailing-list flag. */
  SmsMailingList: boolean;
  /** Email mailing-list flag. */
  EmailMailingList: boolean;
}

/** The sign-up form (docs/behaviour/people.md#sign-up "Sign-up"). */
export interface SignUp {
  /** Email. */
  Email: string;
  /** Phone. */
  Phone: string;
  /** Surname. */
  Surname: string;
  /** First name. */
  Firstname: string;
  /** Password. */
  Password: string;
  /** Confirm password. */
  ConfirmPassword: string;
  /** Password hash. */
  PasswordHash: string;
  /** Dialing code (default +44). */
  DialingCode: string;
}

/** The sign-in form (docs/behaviour/people.md#sign-in "Sign-in"). */
export interface SignIn {
  /** Email. */
  Email: string;
  /** Password. */
  Password: string;
  /** Password hash. */
  PasswordHash: string;
  /** Remember me. */
  RememberMe: boolean;
}

/** Card payment details (docs/behaviour/payment.md#card-dialog "Payment"). */
export interface Payment {
  /** Name on card. */
  Name: string;
  /** Billing city. */
  City: string;
  /** CVC. */
  CVC: string;
  /** Card number. */
  CardNumber: string;
  /** Expiry month (1-12 as text). */
  ExpiryMonth: string;
  /** Expiry year (four digits as text). */
  ExpiryYear: string;
  /** Billing postal code. */
  PostalCode: string;
  /** Address line 1. */
  AddressLine1: string;
  /** Address line 2 (optional). */
  AddressLine2: string;
  /** Country name. */
  Country: string;
  /** Country code. */
  CountryCode: string;
  /** Amount. */
  Amount: number;
  /** Gateway nonce. */
  Nonce: string;
  /** Customer id. */
  CustomerId: number | null;
  /** Whether this is a payment retry. */
  Retry: boolean;
}

/** A promo code (docs/behaviour/quotation.md#promo-code "Promo"). */
export interface Promo {
  /** Code typed. */
  PromoCode: string;
  /** Response code (1 valid). */
  Code: number;
  /** Amount off. */
  Value: number;
  /** Promo code id. */
  PromoCodeId: number | null;
  /** Message. */
  Message: string;
}

/** A booking (docs/behaviour/journey.md "Booking"). */
export interface Booking {
  /** Booking reference / job part id. */
  Bref: string;
  /** Status text. */
  Status: string;
  /** Booker reference. */
  BookerRef: string;
  /** Paid flag (true when absent). */
  IsPaid: boolean;
  /** Payment type. */
  PaymentType: PaymentType;
  /** Note to driver. */
  Note: string;
  /** Pickup note. */
  PickUpNote: string;
  /** Drop-off note. */
  PickDownNote: string;
  /** Driver photo. */
  Photo: string;
  /** Pickup time. */
  Time: TimeInfo;
  /** Pickup address; null when none. */
  PickUp: Address | null;
  /** Drop-off address; null when none. */
  PickDown: Address | null;
  /** Via stops. */
  ViaAddress: Address[];
  /** Chosen vehicle type; null when none. */
  Vehicle: VehicleType | null;
  /** Chosen vehicle type id. */
  VehicleId: number | null;
  /** Chosen price tier index. */
  PriceTier: number;
  /** Outward flight. */
  Flight: Flight;
  /** Return flight. */
  ReturnFlight: Flight;
  /** Return chosen. */
  HasReturn: boolean;
  /** Return date. */
  ReturnDate: Date | null;
  /** Earliest return date. */
  ReturnEarliestTime: Date | null;
  /** Wait and return chosen. */
  WaitAndReturn: boolean;
  /** Onward single. */
  OnwardSingle: boolean;
  /** Promo. */
  Promo: Promo | null;
  /** Passenger contact. */
  Contact: Contact;
  /** Contact as loaded from the profile. */
  ContactDb: Contact | null;
  /** Booker's customer. */
  Customer: Customer;
  /** Options. */
  Options: Options;
  /** Quotation. */
  Quotation: Quotation;
  /** Tracking code. */
  TrackingCode: string;
  /** Return booking reference. */
  ReturnRef: string;
  /** Authorisation code. */
  AuthCode: string;
  /** Client secret. */
  ClientSecret: string;
  /** Payment link id. */
  PaymentLinkId: string;
  /** Whether changes are allowed. */
  ChangesAllowed: boolean;
  /** Flight timeline items. */
  TimeLineItems: TimelineItem[];
  /** Flight timeline progress percent. */
  TimeLinePercent: number;
  /** Wizard step (starts at 1, never below 1). */
  Step: number;
  /** Minute step / default minutes (default 15). */
  Minute: number;
  /** Card payment details kept while booking (CVC cleared on going back). */
  Payment: Payment;
  /** When the current quote expires; null when no valid quote. */
  QuoteExpiresAt: Date | null;
}

/** One point on the flight timeline (docs/behaviour/flights.md#flight-timeline). */
export interface TimelineItem {
  /** What the point marks. */
  Kind: 'landing' | 'pickup' | 'waitEnd';
  /** When. */
  Time: Date;
}

/** An airport (docs/behaviour/flights.md#flight-data). */
interface Airport {
  /** City. */
  City: string;
  /** IATA code. */
  Iata: string;
  /** ICAO code. */
  Icao: string;
  /** Name. */
  Name: string;
  /** Country. */
  Country: string;
}

/** An airline (docs/behaviour/flights.md#flight-data). */
interface Airline {
  /** Code. */
  Code: string;
  /** IATA code. */
  Iata: string;
  /** Name. */
  Name: string;
  /** Country. */
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

/** A booker invoice (docs/behaviour/booker.md#invoices). */
export interface BookerInvoice {
  /** Id. */
  Id: number;
  /** Start date. */
  DateFrom: Date;
  /** End date. */
  DateTo: Date;
  /** Issue date. */
  IssueDate: Date;
  /** Issuer; 'Me' means editable. */
  Issuer: string;
}

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

/** Creates options with every count "0" (docs/behaviour/journey.md#options). */
export function createOptions(overrides: Partial<Options> = {}): Options {
  return {
    HandBags: '0',
    Luggages: '0',
    SmallPets: '0',
    OtherPets: '0',
    Passengers: '0',
    SmallChilds: '0',
    LargeChilds: '0',
    ...overrides,
  };
}

/** Creates an empty address. */
export function createAddress(overrides: Partial<Address> = {}): Address {
  return {
    Id: null,
    Name: '',
    Code: '',
    Line1: '',
    Line2: '',
    Title: '',
    Category: '',
    Postcode: '',
    Latitude: null,
    Longitude: null,
    Fulladdress: '',
    PlaceName: '',
    PlaceId: '',
    IconPath: '',
    Order: 0,
    Valid: false,
    ...overrides,
  };
}

/** Creates an empty flight (WaitingTime 0, details not declined). */
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
    WaitingTime: 0,
    IsFlightDetail: false,
    ...overrides,
  };
}

/** Creates an empty quotation (CurrencyCode GBP, zero fares, no route). */
export function createQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    Fare: 0,
    OnwardFare: 0,
    ReturnFare: 0,
    TotalFare: 0,
    ReturnTotalFare: 0,
    GbpFare: 0,
    GbpReturnFare: 0,
    GbpTotalFare: 0,
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
  return { PromoCode: '', Code: 0, Value: 0, PromoCodeId: null, Message: '', ...overrides };
}

/** Input of {@link createBooking}: any booking field, with IsPaid possibly absent (null/undefined). */
export type BookingInput = Partial<Omit<Booking, 'IsPaid'>> & { IsPaid?: boolean | null };

/** Creates a booking with the spec defaults: Step 1 (never below 1), Minute 15, IsPaid true when absent. */
export function createBooking(overrides: BookingInput = {}): Booking {
  const { IsPaid, Step, ...rest } = overrides;
  return {
    Bref: '',
    Status: '',
    BookerRef: '',
    PaymentType: 'card',
    Note: '',
    PickUpNote: '',
    PickDownNote: '',
    Photo: '',
    Time: createTimeInfo(),
    PickUp: null,
    PickDown: null,
    ViaAddress: [],
    Vehicle: null,
    VehicleId: null,
    PriceTier: 1,
    Flight: createFlight(),
    ReturnFlight: createFlight(),
    HasReturn: false,
    ReturnDate: null,
    ReturnEarliestTime: null,
    WaitAndReturn: false,
    OnwardSingle: true,
    Promo: null,
    Contact: createContact(),
    ContactDb: null,
    Customer: createCustomer(),
    Options: createOptions(),
    Quotation: createQuotation(),
    TrackingCode: '',
    ReturnRef: '',
    AuthCode: '',
    ClientSecret: '',
    PaymentLinkId: '',
    ChangesAllowed: true,
    TimeLineItems: [],
    TimeLinePercent: 0,
    Minute: DEFAULT_MINUTE,
    Payment: createPayment(),
    QuoteExpiresAt: null,
    ...rest,
    IsPaid: IsPaid ?? true,
    Step: normalizeStep(Step ?? 1),
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
  return !!profile && profile.BookerId !== null && profile.BookerId !== undefined && profile.BookerId !== 0;
}

/** Returns true when the profile is a signed-in customer (has an Id; docs/behaviour/people.md#roles). */
export function isSignedIn(profile: Pick<Profile, 'Id'> | null | undefined): boolean {
  return !!profile && !!profile.Id;
}

/** Returns true when a booker invoice may be edited: issued by 'Me' (docs/behaviour/booker.md#invoices). */
export function isInvoiceEditable(invoice: Pick<BookerInvoice, 'Issuer'>): boolean {
  return invoice.Issuer === 'Me';
}

/** Tenant and server configuration (docs/behaviour/common.md#configuration "Configuration"). */
export interface Configuration {
  /** Company name. */
  Company: string;
  /** About text. */
  About: string;
  /** Phone. */
  Phone: string;
  /** Email. */
  Email: string;
  /** Address. */
  Address: string;
  /** Social links by network. */
  SocialLinks: Record<string, string>;
  /** Live hub URL. */
  ChatApiUrl: string;
  /** Map provider (default google). */
  MapSource: MapSource;
  /** Search API. */
  SearchApi: string;
  /** Payment gateway: 'stripe' or another name. */
  PaymentGateway: string;
  /** Public key of the gateway. */
  PublicKey: string;
  /** Stripe public key. */
  StripePublicKey: string;
  /** Bing API key. */
  BingApiKey: string;
  /** Google API key. */
  GoogleApiKey: string;
  /** Default vehicle type id. */
  DefaultVehicleType: number | null;
  /** Minimum lead time in minutes (floor of the travel time). */
  MinLeadTime: number;
  /** Quote timeout in minutes (default 10). */
  QuoteTimeout: number;
  /** Cash allowed. */
  IsCashAllowed: boolean;
  /** Card allowed. */
  IsCardAllowed: boolean;
  /** PayPal allowed. */
  IsPaypalAllowed: boolean;
  /** Show pet options. */
  ShowPet: boolean;
  /** Show child-seat options. */
  ShowChildSeats: boolean;
  /** Show other equipment. */
  ShowOtherEquipment: boolean;
  /** Sign-up tab first. */
  ShowSignupFirst: boolean;
  /** Cancelling allowed (default true). */
  CanCancelBooking: boolean;
  /** Default payment method. */
  DefaultPaymentMethod: PaymentType;
  /** Map base location. */
  BaseLocation: LatLng;
  /** Airports list. */
  Airports: Address[];
  /** Guests may book (docs/behaviour/people.md#roles). */
  AllowGuests: boolean;
  /** Booking source id (docs/behaviour/common.md#configuration). */
  Source: number;
  /** Minimum passengers (docs/behaviour/journey.md#options). */
  MinPassengers: number;
  /** Minimum luggages (docs/behaviour/journey.md#options). */
  MinLuggages: number;
}

/** A map provider (docs/behaviour/journey.md#maps). */
type MapSource = 'google' | 'bing' | 'maplibre';

/** Creates a profile (DialingCode +44, no booker id). */
export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    Id: 0,
    Code: 0,
    Phone: '',
    BookerId: null,
    Email: '',
    FirstName: '',
    LastName: '',
    DialingCode: DEFAULT_DIALING_CODE,
    SmsMailingList: false,
    EmailMailingList: false,
    ...overrides,
  };
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

/** Creates an empty sign-in form. */
export function createSignIn(overrides: Partial<SignIn> = {}): SignIn {
  return { Email: '', Password: '', PasswordHash: '', RememberMe: false, ...overrides };
}

/** Creates a configuration with the spec defaults (google maps, QuoteTimeout 10, CanCancelBooking true, ...). */
export function createConfiguration(overrides: Partial<Configuration> = {}): Configuration {
  return {
    Company: '',
    About: '',
    Phone: '',
    Email: '',
    Address: '',
    SocialLinks: {},
    ChatApiUrl: '',
    MapSource: 'google',
    SearchApi: '',
    PaymentGateway: '',
    PublicKey: '',
    StripePublicKey: '',
    BingApiKey: '',
    GoogleApiKey: '',
    DefaultVehicleType: null,
    MinLeadTime: 0,
    QuoteTimeout: DEFAULT_QUOTE_TIMEOUT_MINUTES,
    IsCashAllowed: false,
    IsCardAllowed: false,
    IsPaypalAllowed: false,
    ShowPet: false,
    ShowChildSeats: false,
    ShowOtherEquipment: false,
    ShowSignupFirst: false,
    CanCancelBooking: true,
    DefaultPaymentMethod: 'card',
    BaseLocation: { ...DEFAULT_BASE_LOCATION },
    Airports: [],
    AllowGuests: true,
    Source: DEFAULT_BOOKING_SOURCE,
    MinPassengers: MIN_PASSENGERS,
    MinLuggages: MIN_LUGGAGES,
    ...overrides,
  };
}
