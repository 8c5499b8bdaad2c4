import type { BookingChange, endpoints, ResponseOf } from '@cabkit/contract';
import { bookingAccess, type CancelCost, type RefundFacts, roundMoney } from '@cabkit/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts, priceTiers } from '../../db/schema';
import { promotions } from '../../db/schema-accounts';
import { notFound } from '../../http/errors';
import type { Session } from '../../http/session';

/** A booking as the booking pages read it (contract BookingView). */
export type BookingViewData = NonNullable<ResponseOf<(typeof endpoints)['bookingInfo']>['Booking']>;
/** A stored booking row. */
export type BookingRow = typeof bookings.$inferSelect;
/** A stored job part row. */
export type JobPartRow = typeof jobParts.$inferSelect;

/** What the fare itemisation needs beyond the booking row: its price tier and promotion. */
export interface FareLabels {
  tierName: string;
  tierFactor: number;
  promoCode: string;
}

const noLabels: FareLabels = { tierName: '', tierFactor: 1, promoCode: '' };

/** The price tier and promo code of each booking, read in two queries (lists) and keyed by booking id. */
export async function loadFareLabels(db: Db, tenantId: number, rows: readonly BookingRow[]) {
  const tierIds = [...new Set(rows.map((r) => r.priceTierId).filter((id): id is number => id !== null))];
  const promoIds = [...new Set(rows.map((r) => r.promoId).filter((id): id is number => id !== null))];
  const tiers = tierIds.length
    ? await db
        .select()
        .from(priceTiers)
        .where(and(eq(priceTiers.tenantId, tenantId), inArray(priceTiers.id, tierIds)))
    : [];
  const promos = promoIds.length
    ? await db
        .select({ id: promotions.id, code: promotions.code })
        .from(promotions)
        .where(and(eq(promotions.tenantId, tenantId), inArray(promotions.id, promoIds)))
    : [];
  const labels = new Map<number, FareLabels>();
  for (const row of rows) {
    const tier = tiers.find((t) => t.id === row.priceTierId);
    labels.set(row.id, {
      tierName: tier?.name ?? '',
      tierFactor: tier && tier.priceFactor > 0 ? tier.priceFactor : 1,
      promoCode: promos.find((p) => p.id === row.promoId)?.code ?? '',
    });
  }
  return (id: number) => labels.get(id) ?? noLabels;
}

/**
 * Builds the wire view of a booking from its row, its legs, its fare labels (tier, promo), its refund, for a
 * booking that can be cancelled what cancelling it now costs and, for its owner's view, whether it may be changed
 * (the refusal, or null) and its change trail.
 */
export function toBookingView(
  booking: BookingRow,
  parts: JobPartRow[],
  labels: FareLabels = noLabels,
  refund: RefundFacts | undefined = undefined,
  cancelCost: CancelCost | undefined = undefined,
  changes: { refusal: string | null; trail: BookingChange[] } | undefined = undefined,
): BookingViewData {
  const outward = parts.find((part) => part.leg === 'outward') ?? parts[0];
  const inbound = parts.find((part) => part.leg === 'return');
  if (!outward) throw new Error(`Booking ${booking.id} has no job parts`);
  return {
    JobId: booking.id,
    Bref: booking.reference,
    ReturnRef: booking.returnReference,
    TrackingCode: booking.trackingCode,
    Status: booking.status,
    PaymentType: booking.paymentType,
    IsPaid: booking.isPaid,
    Time: outward.pickupTime.toISOString(),
    PickUpType: outward.pickupType,
    ReturnDate: inbound ? inbound.pickupTime.toISOString() : '',
    PickUp: outward.pickup,
    PickUpPostcode: outward.pickupPostcode,
    PickUpLatitude: outward.pickupLatitude,
    PickUpLongitude: outward.pickupLongitude,
    PickDown: outward.dropoff,
    PickDownPostcode: outward.dropoffPostcode,
    PickDownLatitude: outward.dropoffLatitude,
    PickDownLongitude: outward.dropoffLongitude,
    ViaAddress: outward.via.map((via) => ({
      Address: via.address,
      Latitude: via.lat,
      Longitude: via.lng,
      Postcode: via.postcode,
    })),
    VehicleId: booking.vehicleTypeId,
    Vehicle: booking.vehicleName,
    RtnType: booking.returnType,
    WaitingTime: booking.returnType === 'w&r' ? outward.waitingTime : 0,
    Fare: booking.fare,
    ReturnFare: booking.returnFare,
    TotalFare: booking.totalFare,
    CurrencyCode: booking.currencyCode,
    RoutePath: outward.routePath,
    Note: booking.note,
    Passengers: booking.passengers,
    Luggages: booking.luggages,
    Name: [booking.contactFirstName, booking.contactLastName].filter(Boolean).join(' '),
    Phone: `${booking.contactDialingCode}${booking.contactPhone}`,
    Email: booking.contactEmail,
    CreatedAt: booking.createdAt.toISOString(),
    FlightNo: outward.flightNumber,
    FlightFrom: outward.flightFrom,
    FlightLandingTime: outward.flightLandingTime,
    FlightStatus: outward.flightStatus,
    FlightExpectedLanding: outward.flightExpectedLanding?.toISOString() ?? '',
    BookedPickupTime:
      outward.bookedPickupTime && outward.bookedPickupTime.getTime() !== outward.pickupTime.getTime()
        ? outward.bookedPickupTime.toISOString()
        : '',
    ReturnFlightNo: inbound?.flightNumber ?? '',
    ReturnFlightFrom: inbound?.flightFrom ?? '',
    JobPartId: outward.id,
    ReturnJobPartId: inbound?.id ?? 0,
    JourneyFare: roundMoney(booking.fare / labels.tierFactor),
    ReturnJourneyFare: roundMoney(booking.returnFare / labels.tierFactor),
    PriceTier: labels.tierName,
    // Extras (pets, seats, equipment) are not charged by the tariff.
    ExtrasFare: 0,
    PromoCode: labels.promoCode,
    PromoValue: Math.max(0, roundMoney(booking.fare + booking.returnFare - booking.totalFare)),
    JourneyTime: outward.journeyTime,
    HandBags: booking.handbags,
    SmallPets: booking.smallPets,
    OtherPets: booking.otherPets,
    SmallChilds: booking.smallChildren,
    LargeChilds: booking.largeChildren,
    PickUpNote: outward.pickupNote,
    PickDownNote: outward.dropoffNote,
    BookerRef: booking.bookerRef,
    OurRef: booking.ourRef,
    CustomerName: [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(' '),
    CustomerPhone: booking.customerPhone,
    CustomerEmail: booking.customerEmail,
    ByBooker: booking.bookerId !== null && booking.bookerId !== 0,
    RefundStatus: refund?.status ?? '',
    RefundAmount: refund?.amount ?? 0,
    RefundedAt: refund?.refundedAt?.toISOString() ?? '',
    AccessNeeds: {
      Wheelchair: booking.wheelchair,
      Assistance: booking.assistance,
      AssistanceDog: booking.assistanceDog,
      InfantSeats: booking.infantSeats,
      ChildSeats: booking.smallChildren,
      BoosterSeats: booking.largeChildren,
    },
    ...(cancelCost ? { CancelCost: cancelCost } : {}),
    CancellationFee: booking.cancellationFee,
    ChangesAllowed: changes !== undefined && changes.refusal === null,
    ChangeRefusal: changes?.refusal ?? '',
    Changes: changes?.trail ?? [],
  };
}

/** Loads a booking and its legs by a column match (id, tracking code ...), within a tenant. */
async function loadBy(
  db: Db,
  row: BookingRow | undefined,
): Promise<{ booking: BookingRow; parts: JobPartRow[] } | null> {
  if (!row) return null;
  const parts = await db.select().from(jobParts).where(eq(jobParts.bookingId, row.id)).orderBy(asc(jobParts.id));
  return { booking: row, parts };
}

/** A booking with its legs by JobId (bookings.id), or null. */
export async function findBookingById(db: Db, tenantId: number, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return loadBy(db, row?.tenantId === tenantId ? row : undefined);
}

/** A booking with its legs by its unguessable tracking code, or null. */
export async function findBookingByTrackingCode(db: Db, tenantId: number, code: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.trackingCode, code)).limit(1);
  return loadBy(db, row?.tenantId === tenantId ? row : undefined);
}

/**
 * A booking with its legs by a reference printed on its ticket (the booking's, or a leg's such as the return's),
 * or null; found only when `contact` is the e-mail address or phone number given at booking, so a guessed
 * reference alone finds nothing.
 */
export async function findBookingByReference(db: Db, tenantId: number, reference: string, contact: string) {
  const ref = reference.trim().toUpperCase();
  let [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reference, ref), eq(bookings.tenantId, tenantId)))
    .limit(1);
  if (!row) {
    [row] = await db
      .select({ booking: bookings })
      .from(jobParts)
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .where(and(eq(jobParts.reference, ref), eq(bookings.tenantId, tenantId)))
      .limit(1)
      .then((rows) => rows.map((r) => r.booking));
  }
  const matches =
    row &&
    bookingAccess(
      {
        ...row,
        contact: { email: row.contactEmail, phone: row.contactPhone, dialingCode: row.contactDialingCode },
      },
      { session: null, contact },
    ) === 'holder';
  return loadBy(db, matches ? row : undefined);
}

/**
 * Finds a booking by its reference (or one of its legs' references) for the session, or for a guest holding the
 * booking's tracking `code` (the ticket's link) when one is given: 404 when no such booking or when it is neither
 * (the same answer). Returns the booking, its legs and the leg matched.
 */
export async function findOwnedBooking(
  db: Db,
  tenantId: number,
  session: Session | null,
  reference: string,
  code = '',
): Promise<{ booking: BookingRow; parts: JobPartRow[]; matchedPart: JobPartRow | undefined }> {
  const ref = reference.trim();
  let [booking] = await db.select().from(bookings).where(eq(bookings.reference, ref)).limit(1);
  let matchedPart: JobPartRow | undefined;
  if (!booking) {
    const [part] = await db.select().from(jobParts).where(eq(jobParts.reference, ref)).limit(1);
    if (part) {
      matchedPart = part;
      [booking] = await db.select().from(bookings).where(eq(bookings.id, part.bookingId)).limit(1);
    }
  }
  // Someone else's booking answers as a missing one, so references cannot be tried out.
  if (!booking || booking.tenantId !== tenantId || !bookingAccess(booking, { session, code }))
    throw notFound('No booking with that reference.');
  const found = await loadBy(db, booking);
  return { booking, parts: found?.parts ?? [], matchedPart };
}
