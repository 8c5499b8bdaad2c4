import { accessNeedsText, PAID_ON_THE_DAY_TYPES, statusKind } from '@cabkit/domain';
import { and, eq, gte, inArray, isNull, lte, ne, notIlike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { driverAssignments, driverFootprints, drivers } from '../../db/schema-live';
import type { LiveBus, LiveUpdate } from '../../hub/bus';
import { driverName, nearestDrivers, travelMinutes } from '../drivers/drivers';
import { type GeoPoint, moveAlong, pathLength, straightPath } from '../drivers/geo';

/** The statuses the simulator moves a job part through (docs/behaviour/bookings.md#status-rules texts: started, arrived, pob, finish). */
const TRACKING_STATUSES = ['Driver assigned', 'Started', 'Arrived', 'POB', 'Finished'] as const;

/** One of the simulator's statuses. */
export type TrackingStatus = (typeof TRACKING_STATUSES)[number] | 'Cancelled';

/** Real-time driving speed the simulator scales (metres per second, about 25 mph). */
export const DRIVING_METRES_PER_SECOND = 11.2;

/** Simulator settings. */
export interface SimulatorOptions {
  /** 1 is real time; 60 moves a minute of driving per second. 0 disables the timer. */
  speed: number;
  /** Time between ticks when started (ms). */
  tickMs?: number;
  /** Job parts whose pickup is within this many minutes get a driver. */
  lookaheadMinutes?: number;
  /** Job parts whose pickup is more than this many hours past are never simulated. */
  maxAgeHours?: number;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /**
   * Told of each status a job part reached, once the tick that moved it is committed (the passenger's messages
   * go from here); a failure is the listener's to report and stops nothing.
   */
  onStatus?: (change: StatusChange) => Promise<void>;
}

/** A status a job part reached in a tick. */
export interface StatusChange {
  bookingId: number;
  jobPartId: number;
  status: TrackingStatus;
}

/** Reads SIMULATOR_SPEED (a positive multiplier; 0 or "off" disables the simulator). */
export function simulatorSpeedFromEnv(value: string | undefined, fallback = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (value.trim().toLowerCase() === 'off') return 0;
  const speed = Number(value);
  if (!Number.isFinite(speed) || speed < 0) throw new Error(`SIMULATOR_SPEED must be a number >= 0, got "${value}"`);
  return speed;
}

/** Reads SIMULATOR_TICK_MS (time between ticks, 50 ms to 60 s; default 1000). */
export function simulatorTickFromEnv(value: string | undefined, fallback = 1000): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 60_000) {
    throw new Error(`SIMULATOR_TICK_MS must be a whole number from 50 to 60000, got "${value}"`);
  }
  return ms;
}

const ADVISORY_LOCK = 727_275;

/** The job part an update is about and who owns its booking. */
export interface Owner {
  jobPartId: number;
  bookingId: number;
  reference: string;
  customerId: number | null;
  bookerId: number | null;
}

/** Statuses of a leg with a driver on it (a finished or cancelled leg has nothing live to move or resend). */
export const LIVE_STATUSES = ['Driver assigned', 'Started', 'Arrived', 'POB'];

/** An Owner's columns, for a query that joins the job part to its booking (selected as they are, or nested). */
export const ownerColumns = {
  jobPartId: jobParts.id,
  bookingId: jobParts.bookingId,
  reference: jobParts.reference,
  customerId: bookings.customerId,
  bookerId: bookings.bookerId,
};

/**
 * A dispatch simulator: assigns the nearest free driver to due job parts, drives it to the pickup and
 * along the booking's route, records footprints, updates the job part's status and publishes
 * `statusUpdate` / `locationUpdate` to the booking's owner through the live bus.
 */
export class DriverSimulator {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly tickMs: number;
  private readonly lookaheadMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => Date;
  /** The statuses reached in the tick in progress (kept only if it commits). */
  private changes: StatusChange[] = [];

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
    private readonly bus: LiveBus,
    private readonly options: SimulatorOptions,
  ) {
    this.tickMs = options.tickMs ?? 1000;
    this.lookaheadMs = (options.lookaheadMinutes ?? 30) * 60_000;
    this.maxAgeMs = (options.maxAgeHours ?? 6) * 3_600_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts ticking (no-op when speed is 0 or already started). */
  start(): void {
    if (this.timer || this.options.speed <= 0) return;
    this.timer = setInterval(() => {
      if (!this.running) void this.tick().catch(() => {});
    }, this.tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for a tick in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One step: assign drivers to due job parts, then move every active driver. Returns the updates sent. */
  async tick(): Promise<LiveUpdate[]> {
    while (this.running) await this.running.catch(() => {});
    let updates: LiveUpdate[] = [];
    this.changes = [];
    this.running = (async () => {
      updates = await this.db.transaction(async (tx) => {
        // Several instances may share one database: only one simulates a tenant at a time. Advisory locks are
        // database-wide, so the key names the schema and tenant too: simulators of other schemas in the same
        // database (test workers, staging copies) must not skip each other's ticks.
        const lock = (await tx.execute(
          sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCK}, hashtext(current_schema() || '/' || ${String(this.tenantId)})) AS ok`,
        )) as unknown as {
          rows: { ok: boolean }[];
        };
        if (!lock.rows[0]?.ok) return [];
        const out: LiveUpdate[] = [];
        const assigned = await this.assign(tx as unknown as Db, out);
        await this.advance(tx as unknown as Db, out, assigned);
        return out;
      });
    })();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    for (const update of updates) await this.bus.publish(update);
    const changes = this.changes;
    this.changes = [];
    if (this.options.onStatus) {
      for (const change of changes) await this.options.onStatus(change).catch(() => {});
    }
    return updates;
  }

  private metresPerTick(): number {
    return Math.max(1, this.options.speed) * DRIVING_METRES_PER_SECOND * (this.tickMs / 1000);
  }

  /** Assigns drivers to due job parts; returns the job part ids assigned (they start moving next tick). */
  private async assign(db: Db, out: LiveUpdate[]): Promise<Set<number>> {
    const assigned = new Set<number>();
    const now = this.now().getTime();
    const due = await db
      .select({
        ...ownerColumns,
        pickupLatitude: jobParts.pickupLatitude,
        pickupLongitude: jobParts.pickupLongitude,
        dropoffLatitude: jobParts.dropoffLatitude,
        dropoffLongitude: jobParts.dropoffLongitude,
        routePath: jobParts.routePath,
        wheelchair: bookings.wheelchair,
        assistance: bookings.assistance,
        assistanceDog: bookings.assistanceDog,
        infantSeats: bookings.infantSeats,
        childSeats: bookings.smallChildren,
        boosterSeats: bookings.largeChildren,
      })
      .from(jobParts)
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .leftJoin(driverAssignments, eq(driverAssignments.jobPartId, jobParts.id))
      .where(
        and(
          eq(bookings.tenantId, this.tenantId),
          isNull(driverAssignments.jobPartId),
          notIlike(jobParts.status, '%cancel%'),
          notIlike(jobParts.status, '%finish%'),
          notIlike(bookings.status, '%cancel%'),
          // The domain's awaitsPayment in SQL: a card or PayPal booking gets no driver until it is paid.
          or(eq(bookings.isPaid, true), inArray(sql`lower(${bookings.paymentType})`, [...PAID_ON_THE_DAY_TYPES])),
          lte(jobParts.pickupTime, new Date(now + this.lookaheadMs)),
          gte(jobParts.pickupTime, new Date(now - this.maxAgeMs)),
        ),
      )
      .orderBy(jobParts.pickupTime, jobParts.id)
      .limit(20);
    for (const part of due) {
      const pickup: GeoPoint = { Latitude: part.pickupLatitude, Longitude: part.pickupLongitude };
      const [nearest] = await nearestDrivers(db, this.tenantId, pickup, 1);
      if (!nearest) break; // every driver is busy: try again next tick
      const driver = nearest.driver;
      const approach = straightPath({ Latitude: driver.latitude, Longitude: driver.longitude }, pickup);
      const route =
        part.routePath.length >= 2
          ? part.routePath.map((p) => ({ Latitude: p.Latitude, Longitude: p.Longitude }))
          : straightPath(pickup, { Latitude: part.dropoffLatitude, Longitude: part.dropoffLongitude });
      const path = [...approach, ...route];
      const claimed = await db
        .update(drivers)
        .set({ available: false, updatedAt: new Date() })
        .where(and(eq(drivers.id, driver.id), eq(drivers.available, true)))
        .returning({ id: drivers.id });
      if (claimed.length === 0) continue;
      await db.insert(driverAssignments).values({
        tenantId: this.tenantId,
        jobPartId: part.jobPartId,
        driverId: driver.id,
        status: 'Driver assigned',
        path,
        pickupStep: approach.length - 1,
        step: 0,
        accessNeeds: accessNeedsText({
          Wheelchair: part.wheelchair,
          Assistance: part.assistance,
          AssistanceDog: part.assistanceDog,
          InfantSeats: part.infantSeats,
          ChildSeats: part.childSeats,
          BoosterSeats: part.boosterSeats,
        }),
      });
      await this.setStatus(db, part, 'Driver assigned');
      await db.insert(driverFootprints).values({
        tenantId: this.tenantId,
        driverId: driver.id,
        jobPartId: part.jobPartId,
        latitude: driver.latitude,
        longitude: driver.longitude,
      });
      out.push(
        statusUpdateOf(part, 'Driver assigned', {
          DriverId: driver.id,
          DriverName: driverName(driver),
          Vehicle: `${driver.colour} ${driver.vehicleMake} ${driver.vehicleModel}`,
          RegNo: driver.regNo,
          CurrentLat: driver.latitude,
          CurrentLng: driver.longitude,
          Eta: nearest.minutes,
        }),
      );
      assigned.add(part.jobPartId);
    }
    return assigned;
  }

  private async advance(db: Db, out: LiveUpdate[], justAssigned: ReadonlySet<number>): Promise<void> {
    const active = await db
      .select({
        assignment: driverAssignments,
        owner: ownerColumns,
        jobPartStatus: jobParts.status,
        bookingStatus: bookings.status,
      })
      .from(driverAssignments)
      .innerJoin(jobParts, eq(jobParts.id, driverAssignments.jobPartId))
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .where(and(eq(bookings.tenantId, this.tenantId), inArray(driverAssignments.status, LIVE_STATUSES)))
      .orderBy(driverAssignments.jobPartId);
    for (const row of active) {
      const a = row.assignment;
      if (justAssigned.has(a.jobPartId)) continue;
      const { owner } = row;
      if (statusKind(row.jobPartStatus) === 'cancelled' || statusKind(row.bookingStatus) === 'cancelled') {
        await db
          .update(driverAssignments)
          .set({ status: 'Cancelled', updatedAt: new Date() })
          .where(eq(driverAssignments.jobPartId, a.jobPartId));
        await db.update(drivers).set({ available: true, updatedAt: new Date() }).where(eq(drivers.id, a.driverId));
        continue;
      }
      let status = a.status as TrackingStatus;
      let path: GeoPoint[] = a.path;
      let pickupStep = a.pickupStep;
      let here = path[Math.min(a.step, path.length - 1)];
      if (!here) continue;
      let moved = false;
      let step = a.step;
      if (status === 'Driver assigned') status = 'Started';
      else if (status === 'Arrived') status = 'POB';
      else if (status === 'Started' || status === 'POB') {
        // Drive this tick's distance, stopping between two route points where it runs out (the stored
        // path becomes the part still ahead, so the next tick carries on from exactly here).
        const stop = status === 'Started' ? a.pickupStep : path.length - 1;
        const move = moveAlong(path, a.step, this.metresPerTick(), stop);
        moved = move.point.Latitude !== here.Latitude || move.point.Longitude !== here.Longitude;
        here = move.point;
        path = move.rest;
        step = 0;
        pickupStep = status === 'Started' ? move.stopIndex : 0;
        if (move.reached) status = status === 'Started' ? 'Arrived' : 'Finished';
      }
      const target = status === 'Started' ? pickupStep : path.length - 1;
      const eta = step >= target || status === 'Finished' ? 0 : travelMinutes(pathLength(path.slice(step, target + 1)));
      if (moved) {
        await db.insert(driverFootprints).values({
          tenantId: this.tenantId,
          driverId: a.driverId,
          jobPartId: a.jobPartId,
          latitude: here.Latitude,
          longitude: here.Longitude,
        });
        await db
          .update(drivers)
          .set({ latitude: here.Latitude, longitude: here.Longitude, updatedAt: new Date() })
          .where(eq(drivers.id, a.driverId));
        out.push(locationUpdateOf(owner, here, eta));
      }
      await db
        .update(driverAssignments)
        .set({ status, path, pickupStep, step, updatedAt: new Date() })
        .where(eq(driverAssignments.jobPartId, a.jobPartId));
      if (status !== a.status) {
        await this.setStatus(db, owner, status);
        out.push(statusUpdateOf(owner, status, { CurrentLat: here.Latitude, CurrentLng: here.Longitude, Eta: eta }));
        if (status === 'Finished') {
          await db.update(drivers).set({ available: true, updatedAt: new Date() }).where(eq(drivers.id, a.driverId));
        }
      }
    }
  }

  private async setStatus(db: Db, part: Owner, status: TrackingStatus): Promise<void> {
    await db.update(jobParts).set({ status }).where(eq(jobParts.id, part.jobPartId));
    await db
      .update(bookings)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(bookings.id, part.bookingId), ne(bookings.status, status)));
    this.changes.push({ bookingId: part.bookingId, jobPartId: part.jobPartId, status });
  }
}

/** A statusUpdate about one job part, addressed to its owner. */
export function statusUpdateOf(
  part: Owner,
  status: TrackingStatus | string,
  extra: Record<string, unknown>,
): LiveUpdate {
  return {
    kind: 'statusUpdate',
    jobPartId: part.jobPartId,
    ownerCustomerId: part.customerId,
    ownerBookerId: part.bookerId,
    payload: {
      SignalrType: 'statusUpdate',
      JobPartId: part.jobPartId,
      Bref: part.reference,
      Status: status,
      ...extra,
    },
  };
}

/** A locationUpdate about one job part, addressed to its owner. */
export function locationUpdateOf(part: Owner, here: GeoPoint, eta: number): LiveUpdate {
  return {
    kind: 'locationUpdate',
    jobPartId: part.jobPartId,
    ownerCustomerId: part.customerId,
    ownerBookerId: part.bookerId,
    payload: {
      SignalrType: 'locationUpdate',
      JobPartId: part.jobPartId,
      Bref: part.reference,
      CurrentLat: here.Latitude,
      CurrentLng: here.Longitude,
      Eta: eta,
    },
  };
}
