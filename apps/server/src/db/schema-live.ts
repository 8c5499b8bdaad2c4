import {
  bigserial,
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
  unique,
  index,
} from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A point of a driver's path, as stored in `driver_assignments.path`. */
export interface PathPoint {
  Latitude: number;
  Longitude: number;
}

/** Drivers of a tenant (docs/behaviour/bookings.md#driver Driver) and where they are now. */
export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  photo: text('photo').notNull().default(''),
  vehicleMake: text('vehicle_make').notNull(),
  vehicleModel: text('vehicle_model').notNull(),
  regNo: text('reg_no').notNull(),
  colour: text('colour').notNull(),
  licenceNo: text('licence_no').notNull(),
  mobile: text('mobile').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  available: boolean('available').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A driver assigned to a job part and its progress along the approach and journey path. */
export const driverAssignments = pgTable('driver_assignments', {
  jobPartId: integer('job_part_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  driverId: integer('driver_id').notNull(),
  status: text('status').notNull(),
  path: jsonb('path').$type<PathPoint[]>().notNull().default([]),
  pickupStep: integer('pickup_step').notNull().default(0),
  step: integer('step').notNull().default(0),
  /** The booking's access needs in words, as the driver is told them with the job (migration 0024). */
  accessNeeds: jsonb('access_needs').$type<string[]>().notNull().default([]),
  assignedAt: ts('assigned_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A driver's positions over time, per job part. */
export const driverFootprints = pgTable('driver_footprints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  driverId: integer('driver_id').notNull(),
  jobPartId: integer('job_part_id'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  recordedAt: ts('recorded_at').notNull().defaultNow(),
});

/**
 * The payment status of a booking's one payment: pending, processing and failed are the domain's unpaid;
 * voided, refunded and partially_refunded follow a cancel (domain `paymentTransition`).
 */
export type PaymentStatus =
  | 'pending'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'voided'
  | 'refunded'
  | 'partially_refunded';

/** One payment per booking (unique by request id and by booking). */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  requestId: text('request_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  gateway: text('gateway').notNull(),
  intentId: text('intent_id').notNull().unique(),
  clientSecret: text('client_secret').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  authCode: text('auth_code').notNull().default(''),
  failureMessage: text('failure_message').notNull().default(''),
  charges: integer('charges').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  /** The change whose difference this payment charges; null for the booking's own payment. */
  changeId: integer('change_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One field of a booking change in words, as the trail shows it. */
export interface ChangedField {
  Field: string;
  From: string;
  To: string;
  /** The leg of a return journey it changed ('' for a single journey, and in changes made before legs). */
  Leg?: '' | 'outward' | 'return' | 'both';
}

/** Where a change is: waiting for the payment of its difference, applied, or replaced by a newer one. */
export type BookingChangeStatus = 'awaiting_payment' | 'applied' | 'abandoned';

/** A change to a booking by its owner, and its trail: each field old -> new, the price difference, the money moved. */
export const bookingChanges = pgTable('booking_changes', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  changeKey: text('change_key').notNull(),
  customerId: integer('customer_id'),
  bookerId: integer('booker_id'),
  changedBy: text('changed_by').notNull().default(''),
  status: text('status').$type<BookingChangeStatus>().notNull().default('applied'),
  fields: jsonb('fields').$type<ChangedField[]>().notNull(),
  newValues: jsonb('new_values').$type<Record<string, unknown>>().notNull(),
  oldTotal: numeric('old_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  newTotal: numeric('new_total', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  difference: numeric('difference', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  appliedAt: ts('applied_at'),
});

/** Where a refund is: pending (not yet taken by the gateway), succeeded, failed (tried again later). */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** Money given back for a cancelled booking (one per payment) or a cheaper change, through the gateway that took it. */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  bookingId: integer('booking_id').notNull(),
  jobPartId: integer('job_part_id'),
  paymentId: integer('payment_id').notNull(),
  /** The change whose lower price this refund gives back; null for a cancel's refund. */
  changeId: integer('change_id'),
  gateway: text('gateway').notNull(),
  gatewayRefundId: text('gateway_refund_id').notNull().default(''),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull(),
  status: text('status').$type<RefundStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error').notNull().default(''),
  nextAttemptAt: ts('next_attempt_at').defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  succeededAt: ts('succeeded_at'),
});

/** Single-use card tokens of the sandbox gateway. */
export const cardTokens = pgTable('card_tokens', {
  nonce: text('nonce').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  cardholderName: text('cardholder_name').notNull(),
  outcome: text('outcome').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  expiryMonth: integer('expiry_month').notNull().default(0),
  expiryYear: integer('expiry_year').notNull().default(0),
  /** A saved card's token: charges do not use it up (a nonce charges once). */
  reusable: boolean('reusable').notNull().default(false),
});

/** A customer's saved card: the gateway's reusable token and what the sheet shows of it, never the number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.tenantId, table.token),
    index('saved_cards_customer').on(table.tenantId, table.customerId),
  ],
);

/** Gateway webhook events applied (migration 0029): a re-delivery of one is answered without applying it again. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    tenantId: integer('tenant_id').notNull(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.gateway, table.eventId] })],
);

/** A passenger's own customer at a card gateway (a Stripe Customer, migration 0029): their saved cards hang on it. */
export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    tenantId: integer('tenant_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.customerId, table.gateway] })],
);

/** Read-only trip links (share a trip): the SHA-256 of the random token, and the leg it shows. */
export const tripShares = pgTable('trip_shares', {
  tokenHash: text('token_hash').primaryKey(),
  /** What the owner names a link by when stopping it (the token is not stored). */
  id: serial('id').notNull().unique(),
  tenantId: integer('tenant_id').notNull(),
  jobPartId: integer('job_part_id').notNull(),
  /** The customer whose session made the link: it ends with their password change or sign-out everywhere. */
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
