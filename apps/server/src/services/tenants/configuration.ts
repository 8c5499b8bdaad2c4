import {
  DEFAULT_BASE_LOCATION,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_DIALING_CODE,
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
}

/** SPEC defaults for fields a tenant leaves out (MapSource google, QuoteTimeout 10, CanCancelBooking true ...). */
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
};

/** Reads a configuration stored as jsonb, filling any missing field with its default. */
export function toConfiguration(stored: Record<string, unknown>): Configuration {
  return { ...defaultConfiguration, ...(stored as Partial<Configuration>) };
}
