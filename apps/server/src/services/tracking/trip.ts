import type { TrackedDriver } from '@cabkit/contract';
import { type DriverContact, driverContactWays } from '@cabkit/domain';
import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { jobPartStatusHistory } from '../../db/schema';
import { driverAssignments, driverFootprints, drivers } from '../../db/schema-live';
import { driverAvatarSvg } from '../drivers/avatar';
import { driverName } from '../drivers/drivers';
import type { GeoPoint } from '../drivers/geo';
import { assignmentEta } from './snapshot';

/**
 * The driver assigned to a leg, as the contract answers them but for the photo's address (which depends on how
 * the leg was reached): the licence and mobile are '' through a shared link, which shows the trip only.
 */
type TripDriver = Omit<v.InferOutput<typeof TrackedDriver>, 'Photo'>;

/** A leg's live state: its driver, where the car is (the pickup until one is assigned), its ETA and status times. */
export interface TripState {
  driver: TripDriver | null;
  position: GeoPoint;
  etaMinutes: number;
  statusTimes: { status: string; reachedAt: Date }[];
}

/** The driver assigned to a leg and the assignment, or null while none is. */
async function assignmentOf(db: Db, jobPartId: number) {
  const [row] = await db
    .select({ assignment: driverAssignments, driver: drivers })
    .from(driverAssignments)
    .innerJoin(drivers, eq(drivers.id, driverAssignments.driverId))
    .where(eq(driverAssignments.jobPartId, jobPartId));
  return row ?? null;
}

/**
 * The live state of a leg the caller may see (found by findTrackedLeg). A shared link shows the trip only, so
 * through one nobody's contact details are given: not the driver's licence nor mobile. The mobile is given only
 * where the tenant lets the passenger call or message the driver (`driverContact`, default both).
 */
export async function tripState(
  db: Db,
  leg: { jobPart: { id: number; pickupLatitude: number; pickupLongitude: number }; shared?: boolean },
  driverContact?: DriverContact,
): Promise<TripState> {
  const { jobPart } = leg;
  const assigned = await assignmentOf(db, jobPart.id);
  const history = await db
    .select({ status: jobPartStatusHistory.status, reachedAt: jobPartStatusHistory.reachedAt })
    .from(jobPartStatusHistory)
    .where(eq(jobPartStatusHistory.jobPartId, jobPart.id))
    .orderBy(asc(jobPartStatusHistory.id))
    .limit(50);
  const pickup: GeoPoint = { Latitude: jobPart.pickupLatitude, Longitude: jobPart.pickupLongitude };
  if (!assigned) return { driver: null, position: pickup, etaMinutes: 0, statusTimes: history };
  const { assignment, driver } = assigned;
  const ways = driverContactWays(driverContact);
  const reachable = !leg.shared && (ways.call || ways.message);
  return {
    driver: {
      Id: driver.id,
      FirstName: driver.firstName,
      LastName: driver.lastName,
      Name: driverName(driver),
      VehicleMake: driver.vehicleMake,
      VehicleModel: driver.vehicleModel,
      RegNo: driver.regNo,
      Colour: driver.colour,
      Licence: leg.shared ? '' : driver.licenceNo,
      Mobile: reachable ? driver.mobile : '',
    },
    position: { Latitude: driver.latitude, Longitude: driver.longitude },
    etaMinutes: assignmentEta(assignment),
    statusTimes: history,
  };
}

/** The photo of a leg's driver (an SVG avatar from the name when none is stored), or null while none is assigned. */
export async function driverPhoto(db: Db, jobPartId: number): Promise<{ type: string; body: Buffer | string } | null> {
  const assigned = await assignmentOf(db, jobPartId);
  if (!assigned) return null;
  const { driver } = assigned;
  const match = /^data:(image\/[a-z+.-]+);base64,(.*)$/i.exec(driver.photo);
  if (match?.[1] && match[2]) return { type: match[1], body: Buffer.from(match[2], 'base64') };
  return { type: 'image/svg+xml; charset=utf-8', body: driverAvatarSvg(driver.firstName, driver.lastName) };
}

/** Where a leg's driver has been, oldest first (at most 5,000 positions). */
export async function driverTrail(db: Db, jobPartId: number) {
  return db
    .select({
      latitude: driverFootprints.latitude,
      longitude: driverFootprints.longitude,
      at: driverFootprints.recordedAt,
    })
    .from(driverFootprints)
    .where(eq(driverFootprints.jobPartId, jobPartId))
    .orderBy(asc(driverFootprints.id))
    .limit(5000);
}
