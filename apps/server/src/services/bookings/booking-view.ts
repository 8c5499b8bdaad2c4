import type { endpoints, ResponseOf } from '@cabkit/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';

/** A booking as the booking pages read it (contract BookingView). */
export type BookingViewData = NonNullable<ResponseOf<(typeof endpoints)['bookingInfo']>['Booking']>;
/** A stored booking row. */
export type BookingRow = typeof bookings.$inferSelect;
/** A stored job part row. */
export type JobPartRow = typeof jobParts.$inferSelect;

/** Builds the wire view of a booking from its row and its legs. */
export function toBookingView(booking: BookingRow, parts: JobPartRow[]): BookingViewData {
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
    ReturnFlightNo: inbound?.flightNumber ?? '',
    ReturnFlightFrom: inbound?.flightFrom ?? '',
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

/** True when the session owns the booking: its customer, or the booker who made it. */
export function ownsBooking(
  booking: Pick<BookingRow, 'customerId' | 'bookerId'>,
  session: { customerId: number | null; bookerId: number | null } | null,
): boolean {
  if (!session) return false;
  if (session.customerId !== null && booking.customerId === session.customerId) return true;
  return session.bookerId !== null && session.bookerId !== 0 && booking.bookerId === session.bookerId;
}
