import {
  internationalNumber,
  type MessageChannel,
  type MessageKind,
  messageChannels,
  messageChoices,
  messageOfTrackingStatus,
} from '@cabkit/domain/messages';
import { statusKind } from '@cabkit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { bookingMessages, messagePreferences } from '../../db/schema-messages';
import { driverAssignments, drivers } from '../../db/schema-live';
import { findBookingById } from '../bookings/booking-view';
import { receiptOf } from '../bookings/receipt';
import { driverName } from '../drivers/drivers';
import type { MailService } from '../mail';
import type { TenantContext } from '../tenants/tenant-context';
import type { SmsService } from './sms';
import { bookingMail, bookingText, type DriverFacts } from './templates';

/** What one message is about beyond its kind. */
interface MessageOccasion {
  /**
   * What makes this message one of its kind: the job part a driver is assigned to, the new pickup time of a change.
   * Each booking, kind, channel and occasion is sent once.
   */
  occasion?: string;
  /** For a change: one sentence saying what changed and why. */
  change?: string;
  /** For the driver's messages: the job part whose driver to name. */
  jobPartId?: number;
}

/** Tells passengers about their bookings, by the channels each chose, once per event. */
export interface BookingMessenger {
  /** Sends one kind of message about a booking; answers the channels it went by (none when already sent). */
  tell(bookingId: number, kind: MessageKind, occasion?: MessageOccasion): Promise<MessageChannel[]>;
  /** Sends what a tracking status change warrants (driver assigned, arrived, the receipt when the trip is over). */
  tellTrackingStatus(bookingId: number, jobPartId: number, status: string): Promise<MessageChannel[]>;
}

/** What the messenger sends through and about. */
export interface MessengerDeps {
  db: Db;
  tenant: Pick<TenantContext, 'id' | 'name' | 'configuration'>;
  mail: MailService;
  sms: SmsService;
}

/** The messenger of one tenant. */
export function createBookingMessenger(deps: MessengerDeps): BookingMessenger {
  const { db, tenant } = deps;

  async function driverOf(jobPartId: number | undefined): Promise<DriverFacts | undefined> {
    if (jobPartId === undefined) return undefined;
    const [row] = await db
      .select({ driver: drivers })
      .from(driverAssignments)
      .innerJoin(drivers, eq(drivers.id, driverAssignments.driverId))
      .where(and(eq(driverAssignments.jobPartId, jobPartId), eq(driverAssignments.tenantId, tenant.id)));
    if (!row) return undefined;
    const d = row.driver;
    return { name: driverName(d), vehicle: `${d.colour} ${d.vehicleMake} ${d.vehicleModel}`, regNo: d.regNo };
  }

  /** Claims a message before it is sent; false when this booking, kind, channel and occasion went already. */
  async function claim(bookingId: number, kind: MessageKind, channel: MessageChannel, occasion: string, to: string) {
    const rows = await db
      .insert(bookingMessages)
      .values({ tenantId: tenant.id, bookingId, kind, channel, occasion, sentTo: to })
      .onConflictDoNothing()
      .returning({ id: bookingMessages.id });
    return rows.length > 0;
  }

  async function tell(bookingId: number, kind: MessageKind, occasion: MessageOccasion = {}) {
    const found = await findBookingById(db, tenant.id, bookingId);
    if (!found) return [];
    const { booking, parts } = found;
    const receipt = await receiptOf(db, tenant, booking, parts);
    let mobile = internationalNumber(booking.contactPhone, booking.contactDialingCode);
    let choices: string[] | null = null;
    if (booking.customerId !== null) {
      const [account] = await db
        .select({ phone: customers.phone, dialingCode: customers.dialingCode, choices: messagePreferences.choices })
        .from(customers)
        .leftJoin(messagePreferences, eq(messagePreferences.customerId, customers.id))
        .where(and(eq(customers.id, booking.customerId), eq(customers.tenantId, tenant.id)));
      if (account) {
        mobile = internationalNumber(account.phone, account.dialingCode);
        choices = messageChoices(account.choices);
      }
    }
    const channels = messageChannels(kind, {
      choices: choices as ReturnType<typeof messageChoices> | null,
      email: receipt.to,
      mobile,
    });
    if (channels.length === 0) return [];
    const facts = { receipt: receipt.facts, driver: await driverOf(occasion.jobPartId), change: occasion.change };
    const sent: MessageChannel[] = [];
    for (const channel of channels) {
      const to = channel === 'email' ? receipt.to : mobile;
      if (!(await claim(bookingId, kind, channel, occasion.occasion ?? '', to))) continue;
      if (channel === 'email') await deps.mail.send(bookingMail(kind, to, facts));
      else await deps.sms.send({ to, body: bookingText(kind, facts) });
      sent.push(channel);
    }
    return sent;
  }

  async function tellTrackingStatus(bookingId: number, jobPartId: number, status: string) {
    const kind = messageOfTrackingStatus(status);
    if (!kind) return [];
    if (kind === 'receipt') {
      // A return journey's receipt waits for the last leg.
      const found = await findBookingById(db, tenant.id, bookingId);
      if (
        !found ||
        found.parts.some((part) => statusKind(part.status) !== 'finished' && statusKind(part.status) !== 'cancelled')
      )
        return [];
      return tell(bookingId, 'receipt');
    }
    return tell(bookingId, kind, { occasion: String(jobPartId), jobPartId });
  }

  return { tell, tellTrackingStatus };
}
