import { TENANT_TIME_ZONE } from '@cabkit/domain/time';
import { dialingCodeOr } from '@cabkit/domain/validation';
import { type Language, LANGUAGES, languagesOffered } from '@cabkit/domain/language';
import type { OfferedPaymentMethod } from '@cabkit/domain/payment';
import { driverContactWays } from '@cabkit/domain/terms';
import type { PublicBrand, TenantContent } from '@cabkit/themes';
import type { Catalogue } from '../i18n/language';
import { proxy } from 'valtio';
import type { VehicleType } from '../api/get-vehicle-types';
import type { SessionProfile } from './session';
import { registerStore } from './stores';

/** Payment methods a tenant may allow (docs/behaviour/payment.md#payment-methods payment types the web app offers). */
export type PaymentMethod = OfferedPaymentMethod;

/** The tenant and its configuration as the web app uses them (docs/behaviour/common.md#configuration and docs/behaviour/common.md#configuration Configuration). */
export interface ConfigState {
  /** True once the tenant file and the configuration were read (or failed). */
  loaded: boolean;
  /** Set when the configuration could not be read. */
  loadError: string;
  title: string;
  phone: string;
  email: string;
  copyright: string;
  about: string;
  source: number;
  layoutTemplate: string;
  allowGuests: boolean;
  minPassengers: number;
  minLuggages: number;
  currencyCode: string;
  /** The dialling code of the tenant's country (the configuration's DialingCode); '' when it sets none. */
  dialingCode: string;
  /** The IANA zone of the tenant's clock, which every time is shown on (tenant.json `timeZone`). */
  timeZone: string;
  defaultPaymentMethod: PaymentMethod;
  isCashAllowed: boolean;
  isCardAllowed: boolean;
  isPaypalAllowed: boolean;
  /** Minutes a quotation stays valid (docs/behaviour/quotation.md#quote-countdown default 10). */
  quoteTimeout: number;
  defaultVehicleTypeId: number;
  /** Minimum minutes between now and a pickup (docs/behaviour/journey.md#earliest-time MinLeadTime). */
  minLeadTime: number;
  showSignupFirst: boolean;
  canCancelBooking: boolean;
  /** Online changes close this many hours before pickup (the configuration's Terms.ChangeCutoffHours; 0: at pickup). */
  changeCutoffHours: number;
  /** Whether the pet options are offered (docs/behaviour/journey.md#options Configuration "show pet"). */
  showPets: boolean;
  /** Whether the child-seat options are offered (docs/behaviour/journey.md#options Configuration "child seats"). */
  showChildSeats: boolean;
  /** The access needs the booking offers (wheelchair, assistance, assistanceDog, infantSeat, childSeat, boosterSeat). */
  accessNeedsOffered: string[];
  /** Whether the passenger may call and/or message the driver of a trip under way (tenant.json `driverContact`). */
  driverContact: { call: boolean; message: boolean };
  /** The tenant's deployment: 'standard', or '360' (the '360' flight dialog and sign-in chain; docs/behaviour/flights.md#flight-dialog). */
  deployment: string;
  /**
   * The tenant's own MapLibre vector style (tenant.json `mapStyleUrl`, docs/behaviour/journey.md#maps) instead of
   * the shipped offline basemap, as tenant.json gives it; '' for the offline basemap.
   */
  mapStyleUrl: string;
  /**
   * The tenant's brand from GET /api/tenant (themes/<tenant>/tokens.json): logos for light and dark backgrounds,
   * the mark, the header variant, the legal name for documents, the hero and vehicle pictures; null until read.
   */
  brand: PublicBrand | null;
  /** The languages the tenant offers (tenant.json `languages`), its default first: the language menu's entries. */
  languages: Language[];
}

/** The configuration before the server answers: nothing allowed, nothing named. */
export function emptyConfig(): ConfigState {
  return {
    loaded: false,
    loadError: '',
    title: '',
    phone: '',
    email: '',
    copyright: '',
    about: '',
    source: 1,
    layoutTemplate: 'wizard',
    allowGuests: true,
    minPassengers: 1,
    minLuggages: 0,
    currencyCode: 'GBP',
    dialingCode: '',
    timeZone: TENANT_TIME_ZONE,
    defaultPaymentMethod: 'card',
    isCashAllowed: false,
    isCardAllowed: false,
    isPaypalAllowed: false,
    quoteTimeout: 10,
    defaultVehicleTypeId: 0,
    minLeadTime: 0,
    showSignupFirst: false,
    canCancelBooking: true,
    changeCutoffHours: 0,
    showPets: false,
    showChildSeats: false,
    accessNeedsOffered: [],
    driverContact: { call: true, message: true },
    deployment: 'standard',
    mapStyleUrl: '',
    brand: null,
    languages: [...LANGUAGES],
  };
}

/** The tenant configuration store. */
export const configState = proxy<ConfigState>(emptyConfig());

/**
 * The dialling code a phone was given with, or the tenant's own when it was given none (dialingCodeOr). Views pass
 * their snapshot's `dialingCode` as `tenantCode`, so they follow the store when the configuration arrives.
 */
export function tenantDialingCode(given?: string | null, tenantCode: string = configState.dialingCode): string {
  return dialingCodeOr(given, tenantCode);
}

function pick<T>(source: Record<string, unknown>, keys: string[], guard: (x: unknown) => x is T): T | undefined {
  for (const key of keys) {
    const value = source[key];
    if (guard(value)) return value;
  }
  return undefined;
}
const isString = (x: unknown): x is string => typeof x === 'string';
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isBoolean = (x: unknown): x is boolean => typeof x === 'boolean';

function paymentMethod(value: string | undefined): PaymentMethod | undefined {
  const lower = value?.toLowerCase();
  return lower === 'cash' || lower === 'card' || lower === 'paypal' ? lower : undefined;
}

/** The offered access needs of a configuration's AccessNeeds (or a tenant file's accessNeeds), or undefined. */
function offeredNeeds(value: unknown): string[] | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const offered =
    (value as { Offered?: unknown; offered?: unknown }).Offered ?? (value as { offered?: unknown }).offered;
  return Array.isArray(offered) ? offered.filter(isString) : undefined;
}

/**
 * Applies a tenant file or `/api/configuration` answer to the store. Both spell fields differently
 * (tenant.json camelCase, the configuration PascalCase), so each setting is read under either name.
 */
export function applyConfiguration(raw: unknown): void {
  if (!raw || typeof raw !== 'object') return;
  const source = raw as Record<string, unknown>;
  const s = (...keys: string[]) => pick(source, keys, isString);
  const n = (...keys: string[]) => pick(source, keys, isNumber);
  const b = (...keys: string[]) => pick(source, keys, isBoolean);
  const set = <K extends keyof ConfigState>(key: K, value: ConfigState[K] | undefined) => {
    if (value !== undefined) configState[key] = value;
  };
  set('title', s('title', 'Title', 'name', 'CompanyName', 'Company'));
  set('phone', s('phone', 'Phone'));
  set('email', s('email', 'Email'));
  set('copyright', s('copyright', 'Copyright'));
  set('about', s('about', 'About'));
  set('source', n('source', 'Source'));
  set('layoutTemplate', s('layoutTemplate', 'LayoutTemplate', 'Template'));
  set('allowGuests', b('allowGuests', 'AllowGuests', 'IsGuestAllowed'));
  set('minPassengers', n('minPassengers', 'MinPassengers'));
  set('minLuggages', n('minLuggages', 'MinLuggages'));
  set('currencyCode', s('currencyCode', 'CurrencyCode'));
  set('dialingCode', s('dialingCode', 'DialingCode'));
  set('timeZone', s('timeZone', 'TimeZone'));
  set('defaultPaymentMethod', paymentMethod(s('defaultPaymentMethod', 'DefaultPaymentMethod')));
  set('isCashAllowed', b('isCashAllowed', 'IsCashAllowed'));
  set('isCardAllowed', b('isCardAllowed', 'IsCardAllowed'));
  set('isPaypalAllowed', b('isPaypalAllowed', 'IsPaypalAllowed'));
  set('quoteTimeout', n('quoteTimeout', 'QuoteTimeout'));
  set('defaultVehicleTypeId', n('defaultVehicleTypeId', 'DefaultVehicleType', 'DefaultVehicleTypeId'));
  set('minLeadTime', n('minLeadTime', 'MinLeadTime'));
  set('showSignupFirst', b('showSignupFirst', 'ShowSignupFirst'));
  set('canCancelBooking', b('canCancelBooking', 'CanCancelBooking'));
  set('showPets', b('showPets', 'ShowPets'));
  set('showChildSeats', b('showChildSeats', 'ShowChildSeats'));
  set('deployment', s('deployment', 'Deployment'));
  set('accessNeedsOffered', offeredNeeds(source.AccessNeeds ?? source.accessNeeds));
  const terms = (source.Terms ?? source.terms) as Record<string, unknown> | undefined;
  set('changeCutoffHours', terms ? pick(terms, ['ChangeCutoffHours', 'changeCutoffHours'], isNumber) : undefined);
  const contact = source.DriverContact ?? source.driverContact;
  if (contact !== undefined) configState.driverContact = driverContactWays(contact);
  // Checked where a map uses it (lib/maps.ts mapStyleUrl), not here: the check stays off the first screen.
  set('mapStyleUrl', s('mapStyleUrl', 'MapStyleUrl'));
  if (isBrand(source.brand)) configState.brand = source.brand;
  if ('languages' in source) configState.languages = languagesOffered(source.languages);
}

/** True for a brand as the server gives it: the logos, mark and legal name the shell draws are all text. */
function isBrand(value: unknown): value is PublicBrand {
  if (!value || typeof value !== 'object') return false;
  const brand = value as Record<string, unknown>;
  const logo = brand.logo as Record<string, unknown> | undefined;
  return (
    isString(brand.mark) &&
    isString(brand.legalName) &&
    ['surface', 'brand', 'inverse'].includes(brand.headerVariant as string) &&
    (brand.appearance === 'light' || brand.appearance === 'dark') &&
    typeof logo === 'object' &&
    logo !== null &&
    isString(logo.light) &&
    isString(logo.dark) &&
    isString(logo.alt)
  );
}

/** Marks the configuration as loaded (with the failure text, if any). */
export function markConfigLoaded(error = ''): void {
  configState.loaded = true;
  configState.loadError = error;
}

registerStore('config', () => {
  Object.assign(configState, emptyConfig());
  serverData.current = undefined;
});

/**
 * What the server rendered a page's first view with, and puts into the page as JSON beside it, so the browser's
 * first render (the hydration) draws exactly the same thing without a call (docs/decisions/0012-first-view-in-html.md).
 */
export interface ServerData {
  /** The answer of GET /api/tenant. */
  tenant?: unknown;
  /** The `Configuration` of GET /api/configuration. */
  configuration?: unknown;
  /** The tenant's site text (themes/<tenant>/content.json). */
  content?: TenantContent;
  /** The answer of GET /api/vehicletypes (the fleet). */
  vehicleTypes?: VehicleType[];
  /** The account the page was drawn for (an account page requested with the visitor's session), else absent. */
  profile?: SessionProfile;
  /** The data of the page's route loaders, by route id, as React Router's static handler read it (app/routes.tsx). */
  loaderData?: Record<string, unknown>;
  /** The language the server chose for the visitor and its messages (with the tenant's wording), drawn from. */
  catalogue?: Catalogue;
}

/** The id of the `<script type="application/json">` element the server puts the data into. */
export const serverDataElementId = 'server-data';

/** The data of the page's first view (a store: state/stores.ts resets it). */
export const serverData: { current: ServerData | undefined } = { current: undefined };

/** The data the server put into the page, or undefined (no such element, or not JSON). */
export function readServerData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document) {
  const text = doc?.getElementById(serverDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return undefined;
  }
}

/**
 * Puts the first view's data into the stores: the configuration (so the frame shows the tenant's name, phone and
 * e-mail), the vehicle types and the site text. Runs before the first render, on the server and in the browser.
 */
export function applyServerData(data: ServerData): void {
  serverData.current = data;
  // The server draws every tenant's pages with these same stores, one page after another: a configuration is
  // applied field by field, so what a tenant leaves out would otherwise keep the value of the tenant drawn before
  // (one tenant's single language hid another tenant's language menu, and its visitors' pages failed to hydrate).
  if (data.tenant || data.configuration) Object.assign(configState, emptyConfig());
  if (data.tenant) applyConfiguration(data.tenant);
  if (data.configuration) applyConfiguration(data.configuration);
  if (data.tenant || data.configuration) markConfigLoaded();
}

/** The JSON text of the data for a `<script>` element: `<` escaped, so no text in it can close the element. */
export function serverDataJson(data: ServerData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
