import type { AdditionalPrice, LatLng } from '@cabkit/domain/model';
import {
  boolean,
  char,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A route point as stored in `route_path` columns: the domain's LatLng. */
export type StoredRoutePoint = LatLng;

/** A via stop as stored in `via` columns. */
export interface StoredVia {
  address: string;
  lat: number;
  lng: number;
  postcode: string;
}

/** A vehicle type's prices as stored with a quotation: the quotation's AdditionalPrices entry, as answered. */
export type StoredPrice = AdditionalPrice;

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const factor = (name: string) => numeric(name, { precision: 8, scale: 3, mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tenants and their full Configuration (docs/behaviour/common.md#configuration) as jsonb (migration 0001_core.sql). */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A tenant's vehicle types. */
export const vehicleTypes = pgTable('vehicle_types', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  passengers: integer('passengers').notNull(),
  luggages: integer('luggages').notNull(),
  handbags: integer('handbags').notNull(),
  maxLuggage: integer('max_luggage').notNull(),
  priceFactor: factor('price_factor').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A tenant's price tiers (economy / standard / premium ...). */
export const priceTiers = pgTable('price_tiers', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceFactor: factor('price_factor').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
});

/** A tenant's tariff (one active per tenant). */
export const tariffs = pgTable('tariffs', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull().default('GBP'),
  baseFare: money('base_fare').notNull(),
  perMile: money('per_mile').notNull(),
  perMinute: money('per_minute').notNull(),
  minimumFare: money('minimum_fare').notNull(),
  airportCharge: money('airport_charge').notNull().default(0),
  viaStopCharge: money('via_stop_charge').notNull().default(0),
  waitAndReturnPerMinute: money('wait_and_return_per_minute').notNull().default(0),
  returnDiscountPercent: numeric('return_discount_percent', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  active: boolean('active').notNull().default(true),
});

/** The gazetteer: places, postcodes and airports. */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  line1: text('line1').notNull().default(''),
  line2: text('line2').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  category: text('category').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  iata: text('iata').notNull().default(''),
  searchText: text('search_text').notNull(),
});

/** The server's own quotations. */
export const quotations = pgTable('quotations', {
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  requestId: text('request_id').notNull().default(''),
  customerId: integer('customer_id'),
  bookerId: integer('booker_id'),
  vehicleTypeId: integer('vehicle_type_id').notNull(),
  returnType: text('return_type').notNull().default(''),
  pickup: text('pickup').notNull(),
  pickupLatitude: doublePrecision('pickup_latitude').notNull(),
  pickupLongitude: doublePrecision('pickup_longitude').notNull(),
  dropoff: text('dropoff').notNull(),
  dropoffLatitude: doublePrecision('dropoff_latitude').notNull(),
  dropoffLongitude: doublePrecision('dropoff_longitude').notNull(),
  via: jsonb('via').$type<StoredVia[]>().notNull().default([]),
  bookingDate: text('booking_date').notNull(),
  returnDate: text('return_date').notNull().default(''),
  /** The waiting minutes a wait-and-return was priced with (0 for other journeys). */
  waitingMinutes: integer('waiting_minutes').notNull().default(0),
  /** The travel time (minutes) the quote was priced with: the earliest pickup of its booking is now plus this. */
  travelTime: integer('travel_time').notNull().default(0),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  fare: money('fare').notNull(),
  returnFare: money('return_fare').notNull(),
  totalFare: money('total_fare').notNull(),
  prices: jsonb('prices').$type<StoredPrice[]>().notNull(),
  routeDistance: doublePrecision('route_distance').notNull(),
  journeyTime: integer('journey_time').notNull(),
  returnRouteDistance: doublePrecision('return_route_distance').notNull().default(0),
  returnJourneyTime: integer('return_journey_time').notNull().default(0),
  routePath: jsonb('route_path').$type<StoredRoutePoint[]>().notNull(),
  returnRoutePath: jsonb('return_route_path').$type<StoredRoutePoint[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  /** For a guest's quote, the key of the guest session that asked for it (http/guest-session.ts); '' otherwise. */
  guestKey: text('guest_key').notNull().default(''),
});

/** Bookings (one per request); legs are in `jobParts`. */
export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  requestId: text('request_id').notNull(),
  trackingCode: text('tracking_code').notNull().unique(),
  reference: text('reference').notNull().unique(),
  returnReference: text('return_reference').notNull().default(''),
  status: text('status').notNull().default('Upcoming'),
  source: integer('source').notNull().default(1),
  quotationId: text('quotation_id'),
  customerId: integer('customer_id'),
  bookerId: integer('booker_id'),
  returnType: text('return_type').notNull().default(''),
  paymentType: text('payment_type').notNull(),
  isPaid: boolean('is_paid').notNull().default(false),
  priceTierId: integer('price_tier_id'),
  promoId: integer('promo_id'),
  vehicleTypeId: integer('vehicle_type_id').notNull(),
  vehicleName: text('vehicle_name').notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  fare: money('fare').notNull(),
  returnFare: money('return_fare').notNull().default(0),
  totalFare: money('total_fare').notNull(),
  note: text('note').notNull().default(''),
  bookerRef: text('booker_ref').notNull().default(''),
  ourRef: text('our_ref').notNull().default(''),
  passengers: integer('passengers').notNull().default(1),
  luggages: integer('luggages').notNull().default(0),
  handbags: integer('handbags').notNull().default(0),
  smallPets: integer('small_pets').notNull().default(0),
  otherPets: integer('other_pets').notNull().default(0),
  smallChildren: integer('small_children').notNull().default(0),
  largeChildren: integer('large_children').notNull().default(0),
  /** Access needs (migration 0024): infant seats beside the child and booster seats above, and three flags. */
  infantSeats: integer('infant_seats').notNull().default(0),
  wheelchair: boolean('wheelchair').notNull().default(false),
  assistance: boolean('assistance').notNull().default(false),
  assistanceDog: boolean('assistance_dog').notNull().default(false),
  /** The fee a cancel kept (migration 0024): off a paid booking's refund, owed on a cash or unpaid one. */
  cancellationFee: money('cancellation_fee').notNull().default(0),
  contactFirstName: text('contact_first_name').notNull(),
  contactLastName: text('contact_last_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull(),
  contactDialingCode: text('contact_dialing_code').notNull().default('+44'),
  contactEmail: text('contact_email').notNull().default(''),
  /** The contact e-mail as one person (`emailIdentity`): once-per-person promotion uses count by it. */
  contactEmailIdentity: text('contact_email_identity').notNull().default(''),
  /** The client address of a booking made without a signed-in account (guest booking limits count by it). */
  guestAddress: text('guest_address'),
  customerFirstName: text('customer_first_name').notNull().default(''),
  customerLastName: text('customer_last_name').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  /** The language the booking was made in (migration 0027): its messages are written in it. */
  language: text('language').notNull().default('en-GB'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The legs of a booking: 'outward' and, for return journeys, 'return'. */
export const jobParts = pgTable('job_parts', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  leg: text('leg').$type<'outward' | 'return'>().notNull(),
  reference: text('reference').notNull().unique(),
  status: text('status').notNull().default('Upcoming'),
  pickupType: text('pickup_type').notNull(),
  pickupTime: ts('pickup_time').notNull(),
  pickup: text('pickup').notNull(),
  pickupPostcode: text('pickup_postcode').notNull().default(''),
  pickupLatitude: doublePrecision('pickup_latitude').notNull(),
  pickupLongitude: doublePrecision('pickup_longitude').notNull(),
  pickupNote: text('pickup_note').notNull().default(''),
  dropoff: text('dropoff').notNull(),
  dropoffPostcode: text('dropoff_postcode').notNull().default(''),
  dropoffLatitude: doublePrecision('dropoff_latitude').notNull(),
  dropoffLongitude: doublePrecision('dropoff_longitude').notNull(),
  dropoffNote: text('dropoff_note').notNull().default(''),
  via: jsonb('via').$type<StoredVia[]>().notNull().default([]),
  flightNumber: text('flight_number').notNull().default(''),
  flightFrom: text('flight_from').notNull().default(''),
  flightLandingTime: text('flight_landing_time').notNull().default(''),
  /** The flight's last known state ('scheduled', 'delayed', 'landed'), '' until it is first looked at. */
  flightStatus: text('flight_status').notNull().default(''),
  /** When the flight is (or was) expected to land, as last looked at. */
  flightExpectedLanding: ts('flight_expected_landing'),
  flightCheckedAt: ts('flight_checked_at'),
  /** The pickup as booked, kept when the flight first moves it. */
  bookedPickupTime: ts('booked_pickup_time'),
  waitingTime: integer('waiting_time').notNull().default(0),
  fare: money('fare').notNull(),
  routeDistance: doublePrecision('route_distance').notNull(),
  journeyTime: integer('journey_time').notNull(),
  routePath: jsonb('route_path').$type<StoredRoutePoint[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Each status a leg reached and when, in order (migration 0016_status_history.sql: a trigger on job_parts writes
 * it on every insert and change of status).
 */
export const jobPartStatusHistory = pgTable('job_part_status_history', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  jobPartId: integer('job_part_id').notNull(),
  status: text('status').notNull(),
  reachedAt: ts('reached_at').notNull().defaultNow(),
});

/** Keys the server signs with, one per tenant and purpose (migration 0010_signing_keys.sql). */
export const signingKeys = pgTable(
  'signing_keys',
  {
    tenantId: integer('tenant_id').notNull(),
    purpose: text('purpose').notNull(),
    secret: text('secret').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.purpose] })],
);

/** Idempotency records: request id -> the response first given. */
export const idempotency = pgTable(
  'idempotency',
  {
    tenantId: integer('tenant_id').notNull(),
    scope: text('scope').notNull(),
    requestId: text('request_id').notNull(),
    statusCode: integer('status_code').notNull().default(0),
    response: jsonb('response').$type<unknown>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.scope, table.requestId] })],
);
