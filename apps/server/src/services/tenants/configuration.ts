import {
  type BookingTerms,
  DEFAULT_BASE_LOCATION,
  DEFAULT_BOOKING_TERMS,
  DEFAULT_GUEST_BOOKING_LIMITS,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_DIALING_CODE,
  DEFAULT_DRIVER_CONTACT,
  type DriverContact,
  DEFAULT_QUOTE_TIMEOUT_MINUTES,
} from '@cabkit/domain';

/** A tenant's Configuration: every field of docs/behaviour/common.md#configuration, as `GET /api/configuration` answers it. */
export interface Configuration {
  CompanyName: string;
  About: string;
  Phone: string;
  Email: string;
  Address: string;
  /** Social links by network name (facebook, x, instagram ...). */
  SocialLinks: Record<string, string>;
  ChatApiUrl: string;
  MapSource: 'bing' | 'google' | 'maplibre';
  /** The address search API: `cabkit` is the built-in gazetteer. */
  SearchApi: string;
  PaymentGateway: string;
  PublicKey: string;
  StripePublicKey: string;
  BingApiKey: string;
  GoogleApiKey: string;
  DefaultVehicleTypeId: number;
  /** Minutes from now to the earliest pickup. */
  MinLeadTime: number;
  /** Minutes a quotation stays valid. */
  QuoteTimeout: number;
  IsCashAllowed: boolean;
  IsCardAllowed: boolean;
  IsPaypalAllowed: boolean;
  ShowPets: boolean;
  ShowChildSeats: boolean;
  ShowOtherEquipment: boolean;
  ShowSignupFirst: boolean;
  CanCancelBooking: boolean;
  DefaultPaymentMethod: string;
  AllowGuests: boolean;
  CurrencyCode: string;
  DialingCode: string;
  BaseLocation: { Latitude: number; Longitude: number };
  /** Bookings without a signed-in account one client address may make per GuestBookingWindowMinutes (server only). */
  GuestBookingsPerAddress: number;
  /** Bookings without a signed-in account one e-mail person may make per GuestBookingWindowMinutes (server only). */
  GuestBookingsPerEmail: number;
  /** The window the guest booking limits count over, in minutes (server only). */
  GuestBookingWindowMinutes: number;
  /** The cancellation and waiting terms every quote states and every cancel charges (docs/behaviour/bookings.md#terms). */
  Terms: BookingTerms;
  /** The access needs offered, and the equipment each vehicle type (by name) carries (docs/behaviour/bookings.md#access-needs). */
  AccessNeeds: AccessNeedsOffer;
  /** How the passenger may reach the driver of a trip under way: call and/or message, or neither. */
  DriverContact: DriverContact;
}

/** The access needs a tenant offers and which vehicle types, by name, carry the equipment they take. */
interface AccessNeedsOffer {
  Offered: string[];
  VehicleEquipment: Record<string, string[]>;
}

/** The fields only the server reads: left out of the configuration it answers (`publicConfiguration`). */
const SERVER_ONLY = ['GuestBookingsPerAddress', 'GuestBookingsPerEmail', 'GuestBookingWindowMinutes'] as const;

/** A configuration as `GET /api/configuration` answers it: without the fields only the server reads. */
export function publicConfiguration<C extends Configuration>(configuration: C): Omit<C, (typeof SERVER_ONLY)[number]> {
  const answer: Partial<C> = { ...configuration };
  for (const key of SERVER_ONLY) delete answer[key];
  return answer as Omit<C, (typeof SERVER_ONLY)[number]>;
}

/** Defaults for fields a tenant leaves out (docs/behaviour/common.md#configuration) (MapSource google, QuoteTimeout 10, CanCancelBooking true ...). */
export const defaultConfiguration: Configuration = {
  CompanyName: '',
  About: '',
  Phone: '',
  Email: '',
  Address: '',
  SocialLinks: {},
  ChatApiUrl: '/notificationhub',
  MapSource: 'google',
  SearchApi: 'cabkit',
  PaymentGateway: 'sandbox',
  PublicKey: '',
  StripePublicKey: '',
  BingApiKey: '',
  GoogleApiKey: '',
  DefaultVehicleTypeId: 0,
  MinLeadTime: 0,
  QuoteTimeout: DEFAULT_QUOTE_TIMEOUT_MINUTES,
  IsCashAllowed: true,
  IsCardAllowed: true,
  IsPaypalAllowed: false,
  ShowPets: false,
  ShowChildSeats: false,
  ShowOtherEquipment: false,
  ShowSignupFirst: false,
  CanCancelBooking: true,
  DefaultPaymentMethod: 'card',
  AllowGuests: true,
  CurrencyCode: DEFAULT_CURRENCY_CODE,
  DialingCode: DEFAULT_DIALING_CODE,
  BaseLocation: { ...DEFAULT_BASE_LOCATION },
  GuestBookingsPerAddress: DEFAULT_GUEST_BOOKING_LIMITS.perAddress,
  GuestBookingsPerEmail: DEFAULT_GUEST_BOOKING_LIMITS.perEmail,
  GuestBookingWindowMinutes: DEFAULT_GUEST_BOOKING_LIMITS.windowMinutes,
  Terms: { ...DEFAULT_BOOKING_TERMS },
  // A tenant offers no access need until it says which of its vehicles carry what.
  AccessNeeds: { Offered: [], VehicleEquipment: {} },
  DriverContact: DEFAULT_DRIVER_CONTACT,
};

/** Reads a configuration stored as jsonb, filling any missing field with its default. */
export function toConfiguration(stored: Record<string, unknown>): Configuration {
  return { ...defaultConfiguration, ...(stored as Partial<Configuration>) };
}
