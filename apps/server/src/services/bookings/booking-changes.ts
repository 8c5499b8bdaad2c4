import type { BookingChange } from '@cabkit/contract';
import { type BookingTerms, type ChangeLeg, changeRefusal, roundMoney } from '@cabkit/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { bookingChanges, payments, refunds } from '../../db/schema-live';
import type { BookingRow, JobPartRow } from './booking-view';

/** A stored booking change. */
export type BookingChangeRow = typeof bookingChanges.$inferSelect;

type BookingColumns = Partial<typeof bookings.$inferInsert>;
type JobPartColumns = Partial<typeof jobParts.$inferInsert>;

/** A leg's columns a change writes, the pickup time as ISO text (the change is stored as JSON). */
type PartValues = Omit<JobPartColumns, 'pickupTime'> & { pickupTime: string };

/**
 * The columns a change writes, kept on the change until it is applied (a dearer change waits for its charge): the
 * booking's, its outward leg's and, for a return journey, its return leg's.
 */
export interface ChangeValues {
  booking: BookingColumns;
  part: PartValues;
  returnPart?: PartValues;
}

/**
 * Writes a change onto its booking and legs and marks it applied, inside the caller's transaction (which holds
 * the booking's row lock). A pickup a flight had moved is the passenger's own again.
 */
export async function applyChange(tx: Db, change: BookingChangeRow, now: Date): Promise<void> {
  const values = change.newValues as unknown as ChangeValues;
  await tx
    .update(bookings)
    .set({ ...values.booking, updatedAt: now })
    .where(eq(bookings.id, change.bookingId));
  const legs: [ChangeLeg, PartValues | undefined][] = [
    ['outward', values.part],
    ['return', values.returnPart],
  ];
  for (const [leg, part] of legs) {
    if (!part) continue;
    await tx
      .update(jobParts)
      .set({ ...part, pickupTime: new Date(part.pickupTime), bookedPickupTime: null })
      .where(and(eq(jobParts.bookingId, change.bookingId), eq(jobParts.leg, leg)));
  }
  await tx.update(bookingChanges).set({ status: 'applied', appliedAt: now }).where(eq(bookingChanges.id, change.id));
}

/** The applied changes of a booking, oldest first, with the reference of the money each moved. */
async function changeTrail(db: Db, bookingId: number): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'applied')))
    .orderBy(asc(bookingChanges.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const charges = await db
    .select({ changeId: payments.changeId, authCode: payments.authCode })
    .from(payments)
    .where(inArray(payments.changeId, ids));
  const given = await db
    .select({ changeId: refunds.changeId, status: refunds.status, ref: refunds.gatewayRefundId })
    .from(refunds)
    .where(inArray(refunds.changeId, ids));
  return rows.map((row) => {
    const mine = given.filter((r) => r.changeId === row.id);
    // Split over payments, a refund is done when every part is; failed while any part waits to be tried again.
    const status =
      mine.length === 0
        ? ''
        : mine.every((r) => r.status === 'succeeded')
          ? 'succeeded'
          : mine.some((r) => r.status === 'failed')
            ? 'failed'
            : 'pending';
    return {
      Id: row.id,
      ChangedAt: row.createdAt.toISOString(),
      ChangedBy: row.changedBy,
      Fields: row.fields.map((f) => ({ ...f, Leg: f.Leg ?? '' })),
      OldFare: row.oldTotal,
      NewFare: row.newTotal,
      Difference: roundMoney(row.difference),
      CurrencyCode: row.currencyCode,
      PaymentRef: charges.find((c) => c.changeId === row.id)?.authCode ?? '',
      RefundStatus: status,
      RefundRef: mine
        .map((r) => r.ref)
        .filter(Boolean)
        .join(', '),
    };
  });
}

/** What a booking's view says about changing it: why not now (null: it may be changed) and its trail. */
export async function viewChanges(
  db: Db,
  found: { booking: BookingRow; parts: readonly JobPartRow[] },
  tenant: { terms: BookingTerms; phone: string },
  now: Date,
): Promise<{ refusal: string | null; trail: BookingChange[] }> {
  return { refusal: changeWindowRefusal(found, tenant, now), trail: await changeTrail(db, found.booking.id) };
}

/**
 * The domain's change rule for a stored booking: its outward pickup and its return leg's; `legs`, the legs a change
 * touches (omitted: whether any leg may still be changed).
 */
export function changeWindowRefusal(
  found: { booking: BookingRow; parts: readonly JobPartRow[] },
  tenant: { terms: BookingTerms; phone: string },
  now: Date,
  legs?: readonly ChangeLeg[],
): string | null {
  const outward = found.parts.find((p) => p.leg === 'outward') ?? found.parts[0];
  const inbound = found.parts.find((p) => p.leg === 'return');
  if (!outward)
    return changeRefusal(tenant.terms, { status: '', pickupTime: now, returnPickupTime: null, now }, tenant.phone);
  return changeRefusal(
    tenant.terms,
    {
      status: found.booking.status,
      pickupTime: outward.pickupTime,
      returnPickupTime: inbound?.pickupTime ?? null,
      legs,
      now,
    },
    tenant.phone,
  );
}
