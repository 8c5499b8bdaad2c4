import { type FlightState, flightPickupMovedText, pickupAfterLanding, statusKind } from '@cabkit/domain';
import { and, eq, gte, lte, ne, notIlike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import type { BookingMessenger } from '../messages/booking-messages';
import type { FlightProvider } from './provider';
import type { FlightInstance } from './schedule';
import { type RepeatedJob, repeatEvery } from '../repeat';

/** How far ahead flights are followed: a pickup further off is looked at again later (hours). */
const WATCH_AHEAD_HOURS = 24;
/** A leg whose pickup has passed by this much is left alone (hours). */
const WATCH_BEHIND_HOURS = 3;

/** A flight's state at a moment, as a passenger is told it. */
function flightStateAt(flight: FlightInstance, now: Date): FlightState {
  if (flight.estimatedLanding.getTime() <= now.getTime()) return 'landed';
  return flight.delayMinutes >= 15 ? 'delayed' : 'scheduled';
}

/** One leg the flight watch moved. */
export interface MovedPickup {
  bookingId: number;
  jobPartId: number;
  pickup: Date;
}

/**
 * Looks at the flight of every airport pickup due within a day that no driver has started on: records the flight's
 * state and expected landing, moves the pickup (and so the free wait after it) with the landing (domain
 * `pickupAfterLanding`), and tells the passenger. A flight the service cannot find is left as it was.
 */
export async function followFlights(
  db: Db,
  tenantId: number,
  provider: FlightProvider,
  messenger: Pick<BookingMessenger, 'tell'>,
  now: Date,
): Promise<MovedPickup[]> {
  const legs = await db
    .select({ part: jobParts })
    .from(jobParts)
    .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
    .where(
      and(
        eq(jobParts.tenantId, tenantId),
        ne(jobParts.flightNumber, ''),
        ne(jobParts.flightLandingTime, ''),
        notIlike(bookings.status, '%cancel%'),
        gte(jobParts.pickupTime, new Date(now.getTime() - WATCH_BEHIND_HOURS * 3_600_000)),
        lte(jobParts.pickupTime, new Date(now.getTime() + WATCH_AHEAD_HOURS * 3_600_000)),
      ),
    )
    .orderBy(jobParts.pickupTime, jobParts.id);
  const moved: MovedPickup[] = [];
  for (const { part } of legs) {
    // Once a driver is on the way the dispatcher, not the timetable, decides.
    if (statusKind(part.status) !== 'upcoming' && statusKind(part.status) !== 'other') continue;
    const bookedLanding = new Date(part.flightLandingTime);
    if (Number.isNaN(bookedLanding.getTime())) continue;
    const info = await provider.info(part.flightNumber, bookedLanding, now);
    if (!info.ok) continue;
    const state = flightStateAt(info.flight, now);
    const landing = info.flight.estimatedLanding;
    const bookedPickup = part.bookedPickupTime ?? part.pickupTime;
    const pickup = pickupAfterLanding({ pickup: bookedPickup, landing: bookedLanding }, part.pickupTime, landing);
    const changed = await db
      .update(jobParts)
      .set({
        flightStatus: state,
        flightExpectedLanding: landing,
        flightCheckedAt: now,
        ...(pickup ? { pickupTime: pickup, bookedPickupTime: bookedPickup } : {}),
      })
      // Only if nobody moved the leg since it was read (a change of booking, another instance's watch).
      .where(and(eq(jobParts.id, part.id), eq(jobParts.pickupTime, part.pickupTime)))
      .returning({ id: jobParts.id });
    if (!pickup || changed.length === 0) continue;
    moved.push({ bookingId: part.bookingId, jobPartId: part.id, pickup });
    await messenger.tell(part.bookingId, 'changed', {
      occasion: `flight:${part.id}:${pickup.toISOString()}`,
      change: flightPickupMovedText(part.flightNumber, state, landing, pickup),
    });
  }
  return moved;
}

/** Reads FLIGHT_WATCH_MS (time between looks at the flights, 1 s to 1 h; default five minutes). */
export function flightWatchFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 3_600_000) {
    throw new Error(`FLIGHT_WATCH_MS must be a whole number from 1000 to 3600000, got "${value}"`);
  }
  return ms;
}

/** Follows flights every `everyMs` (default five minutes; never under vitest unless asked) until stopped. */
export function startFlightWatch(
  db: Db,
  tenantId: number,
  provider: FlightProvider,
  messenger: Pick<BookingMessenger, 'tell'>,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): RepeatedJob {
  const everyMs = options.everyMs ?? (process.env.VITEST ? 0 : 5 * 60_000);
  return repeatEvery(everyMs, () => followFlights(db, tenantId, provider, messenger, new Date()), options.onError);
}
