import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts';
import { bookings } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What an account chose to receive: `kind:channel` choices (no row: the domain's defaults). */
export const messagePreferences = pgTable('message_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').notNull(),
  choices: text('choices').array().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Each message sent about a booking, claimed before it is sent so it goes once per kind, channel and occasion. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    occasion: text('occasion').notNull().default(''),
    sentTo: text('sent_to').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.bookingId, t.kind, t.channel, t.occasion)],
);

/** Text messages, kept like the mail outbox (and handed to a delivering service when one is configured). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  toNumber: text('to_number').notNull(),
  body: text('body').notNull(),
  transport: text('transport').notNull().default('outbox'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
