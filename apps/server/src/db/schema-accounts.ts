import {
  boolean,
  char,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StatementRowData } from '../services/reports/statement';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Corporate bookers (migration 0002_accounts.sql). */
export const bookers = pgTable('bookers', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  company: text('company').notNull(),
  address: text('address').notNull().default(''),
  commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  /** The account tariff the booker's journeys are priced by (null: the tenant's active tariff). */
  tariffId: integer('tariff_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Customer accounts; `bookerId` set when the account is a booker's. Passwords as scrypt key + salt. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  dialingCode: text('dialing_code').notNull().default('+44'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  passwordSalt: text('password_salt').notNull(),
  smsMailingList: boolean('sms_mailing_list').notNull().default(false),
  emailMailingList: boolean('email_mailing_list').notNull().default(false),
  bookerId: integer('booker_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Sessions, by the SHA-256 of their token. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  customerId: integer('customer_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  remember: boolean('remember').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Password reset codes (hashed, single use, expiring). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  customerId: integer('customer_id').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** A customer's invoice details, one row per customer (migration 0017). */
export const customerInvoiceDetails = pgTable('customer_invoice_details', {
  customerId: integer('customer_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  company: text('company').notNull().default(''),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  vatNumber: text('vat_number').notNull().default(''),
  email: text('email').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A customer's saved places. */
export const addressBook = pgTable('address_book', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  customerId: integer('customer_id').notNull(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  postcode: text('postcode').notNull(),
  category: text('category').$type<'home' | 'work' | 'other'>().notNull().default('other'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  placeName: text('place_name').notNull().default(''),
  fullAddress: text('full_address').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Promo codes. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  valueOff: money('value_off').notNull(),
  currencyCode: char('currency_code', { length: 3 }).notNull().default('GBP'),
  validFrom: ts('valid_from').notNull(),
  validTo: ts('valid_to').notNull(),
  minPrice: money('min_price').notNull().default(0),
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  token: text('token').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Contact-form messages. */
export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  customerId: integer('customer_id'),
  source: integer('source').notNull().default(1),
  enquiryType: text('enquiry_type').notNull(),
  subject: text('subject').notNull().default(''),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Who an issued invoice is from (the taxi firm) and to (the booker), as they were when it was issued. */
export interface InvoiceParties {
  issuer: string;
  company: { name: string; address: string; phone: string; email: string };
  booker: { company: string; name: string; email: string };
}

const total = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Booker invoices (editable when `issuer` is 'Me'), each with its snapshot once issued. */
export const bookerInvoices = pgTable('booker_invoices', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  bookerId: integer('booker_id').notNull(),
  code: text('code').notNull().unique(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  issuer: text('issuer').notNull().default('Me'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // The snapshot (migration 0015_invoice_snapshots.sql): whole or absent, taken once and never changed after.
  issuedAt: ts('issued_at').notNull().defaultNow(),
  currencyCode: text('currency_code'),
  commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
  totalPrice: total('total_price'),
  totalCard: total('total_card'),
  totalCash: total('total_cash'),
  totalCommission: total('total_commission'),
  rows: jsonb('rows').$type<StatementRowData[]>(),
  parties: jsonb('parties').$type<InvoiceParties>(),
});

/** Every e-mail sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  transport: text('transport').notNull().default('outbox'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Licences of the licence service: sites allowed to embed the booking app. */
export const licences = pgTable('licences', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  trackingCode: text('tracking_code').notNull().unique(),
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  customerAppBaseUrl: text('customer_app_base_url').notNull(),
  active: boolean('active').notNull().default(true),
  expiresAt: ts('expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Booking parameters handed from a licensed site to the customer app. */
export const bookingParams = pgTable('booking_params', {
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  licenceId: integer('licence_id').notNull(),
  pickup: text('pickup').notNull().default(''),
  dropoff: text('dropoff').notNull().default(''),
  dateTime: text('date_time').notNull().default(''),
  vehicleTypeId: integer('vehicle_type_id').notNull().default(0),
  vehicleId: integer('vehicle_id').notNull().default(0),
  isAsap: boolean('is_asap').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});
