import {
  formatLocalDateTime,
  RECEIPT_SENT_MESSAGE,
  receiptPaymentState,
  refundText,
  statusActions,
} from '@cabkit/domain';
import { formatCurrency } from '@cabkit/domain/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import type { MailService } from '../mail';
import { refundsByBooking } from '../payments/refund';
import { type ReceiptFacts, receiptMail } from '../mail/templates';
import type { TenantContext } from '../tenants/tenant-context';
import type { BookingRow, JobPartRow } from './booking-view';

/** Who a booking's receipt goes to and what it shows. */
export interface ReceiptOf {
  /** The account's e-mail for a customer's booking, else the contact e-mail given when booking (may be empty). */
  to: string;
  facts: ReceiptFacts;
}

/** The facts of a booking's receipt (its reference, journey, fare, payment and any refund), and where it goes. */
export async function receiptOf(
  db: Db,
  tenant: Pick<TenantContext, 'name' | 'configuration'>,
  booking: BookingRow,
  parts: readonly JobPartRow[],
): Promise<ReceiptOf> {
  let to = booking.contactEmail;
  if (booking.customerId !== null) {
    const [owner] = await db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, booking.customerId));
    to = owner?.email ?? to;
  }
  const outward = parts.find((p) => p.leg === 'outward') ?? parts[0];
  const refund = (await refundsByBooking(db, [booking.id])).get(booking.id);
  return {
    to,
    facts: {
      company: tenant.configuration.CompanyName || tenant.name,
      reference: booking.reference,
      returnReference: booking.returnReference,
      name: [booking.contactFirstName, booking.contactLastName].filter(Boolean).join(' '),
      // dd/mm/yyyy hh:mm on the tenant's clock, as every time the customer reads.
      pickupTime: outward ? formatLocalDateTime(outward.pickupTime) : '',
      pickup: outward?.pickup ?? '',
      dropoff: outward?.dropoff ?? '',
      vehicle: booking.vehicleName,
      paymentType: booking.paymentType,
      paymentState: receiptPaymentState({ ...booking, refundStatus: refund?.status }),
      total: formatCurrency(booking.totalFare, booking.currencyCode),
      ...(refund ? { refund: refundText(refund) } : {}),
      language: booking.language,
    },
  };
}

/**
 * Mails a booking's receipt (its reference, journey and fare): to the account's e-mail for a customer's booking,
 * else to the contact e-mail given when booking, with its refund when it has one. Answers false, sending nothing,
 * when there is no address.
 */
export async function sendBookingReceipt(
  db: Db,
  mail: MailService,
  tenant: Pick<TenantContext, 'name' | 'configuration'>,
  booking: BookingRow,
  parts: readonly JobPartRow[],
): Promise<boolean> {
  const { to, facts } = await receiptOf(db, tenant, booking, parts);
  if (!to) return false;
  await mail.send(receiptMail(to, facts));
  return true;
}

/**
 * Mails a booking's receipt again when its owner asks (docs/behaviour/bookings.md#receipt): refused, Code 2 with
 * its reason, for a cancelled booking (there is nothing to pay or keep) or one without an e-mail address.
 */
export async function resendReceipt(
  db: Db,
  mail: MailService,
  tenant: Pick<TenantContext, 'name' | 'configuration'>,
  booking: BookingRow,
  parts: readonly JobPartRow[],
): Promise<{ Code: 1 | 2; Message: string }> {
  if (!statusActions(booking.status).canResendReceipt) {
    return { Code: 2, Message: 'This booking has been cancelled, so there is no receipt to send.' };
  }
  if (!(await sendBookingReceipt(db, mail, tenant, booking, parts))) {
    return { Code: 2, Message: 'There is no email address for this booking.' };
  }
  return { Code: 1, Message: RECEIPT_SENT_MESSAGE };
}
