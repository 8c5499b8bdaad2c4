import { isTripOver } from '@cabkit/domain';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, jobParts } from '../../db/schema';
import { driverAssignments, drivers } from '../../db/schema-live';
import type { LiveUpdate } from '../../hub/bus';
import type { HubGrant, HubSnapshot } from '../../hub/hub';
import { driverName, travelMinutes } from '../drivers/drivers';
import { pathLength } from '../drivers/geo';
import { LIVE_STATUSES, locationUpdateOf, ownerColumns, statusUpdateOf } from './simulator';

/** Minutes left to the driver's next stop (the pickup, then the drop-off) on an assignment's path. */
export function assignmentEta(assignment: {
  status: string;
  path: unknown[];
  step: number;
  pickupStep: number;
}): number {
  const path = assignment.path as { Latitude: number; Longitude: number }[];
  const beforePickup = assignment.status === 'Driver assigned' || assignment.status === 'Started';
  const target = beforePickup ? assignment.pickupStep : path.length - 1;
  if (assignment.step >= target || isTripOver(assignment.status)) return 0;
  return travelMinutes(pathLength(path.slice(assignment.step, target + 1)));
}

/**
 * The hub's snapshot: for every live leg the grant covers, a statusUpdate (with the driver) and a
 * locationUpdate at the driver's current position, so a client that connects, reconnects or was cut off
 * from the other instances sees the present at once instead of waiting for the next change.
 */
export function createHubSnapshot(db: Db, tenantId: number): HubSnapshot {
  return async (grant: HubGrant): Promise<LiveUpdate[]> => {
    const whose: SQL[] = [];
    if (grant.customerId !== null) whose.push(eq(bookings.customerId, grant.customerId));
    if (grant.bookerId !== null) whose.push(eq(bookings.bookerId, grant.bookerId));
    if (grant.jobPartIds.size > 0) whose.push(inArray(jobParts.id, [...grant.jobPartIds]));
    if (whose.length === 0) return [];
    const rows = await db
      .select({
        assignment: driverAssignments,
        driver: drivers,
        owner: ownerColumns,
      })
      .from(driverAssignments)
      .innerJoin(jobParts, eq(jobParts.id, driverAssignments.jobPartId))
      .innerJoin(bookings, eq(bookings.id, jobParts.bookingId))
      .innerJoin(drivers, eq(drivers.id, driverAssignments.driverId))
      .where(and(eq(bookings.tenantId, tenantId), inArray(driverAssignments.status, LIVE_STATUSES), or(...whose)))
      .orderBy(driverAssignments.jobPartId)
      .limit(50);
    const updates: LiveUpdate[] = [];
    for (const row of rows) {
      const { owner } = row;
      const here = { Latitude: row.driver.latitude, Longitude: row.driver.longitude };
      const eta = assignmentEta(row.assignment);
      updates.push(
        statusUpdateOf(owner, row.assignment.status, {
          DriverId: row.driver.id,
          DriverName: driverName(row.driver),
          Vehicle: `${row.driver.colour} ${row.driver.vehicleMake} ${row.driver.vehicleModel}`,
          RegNo: row.driver.regNo,
          CurrentLat: here.Latitude,
          CurrentLng: here.Longitude,
          Eta: eta,
        }),
        locationUpdateOf(owner, here, eta),
      );
    }
    return updates;
  };
}
