import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema-live';
import { distanceMetres, type GeoPoint, METRES_PER_MILE } from './geo';

/** A driver row. */
export type DriverRow = typeof drivers.$inferSelect;

/** Average speed used for travel-time estimates in town (miles per hour). */
const AVERAGE_SPEED_MPH = 20;

/** The demo fleet seeded for a tenant: offsets (degrees) from its base location keep drivers nearby. */
export const DEMO_DRIVERS = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    make: 'Mercedes-Benz',
    model: 'E-Class',
    regNo: 'LK21 ABX',
    colour: 'Black',
    licence: 'PCO-204117',
    mobile: '7700900101',
    dLat: 0.012,
    dLng: -0.021,
  },
  {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    make: 'Toyota',
    model: 'Prius',
    regNo: 'LR70 KTN',
    colour: 'Silver',
    licence: 'PCO-198234',
    mobile: '7700900102',
    dLat: -0.018,
    dLng: 0.009,
  },
  {
    firstName: 'Priya',
    lastName: 'Shah',
    make: 'Ford',
    model: 'Galaxy',
    regNo: 'LM19 PSH',
    colour: 'Blue',
    licence: 'PCO-187650',
    mobile: '7700900103',
    dLat: 0.025,
    dLng: 0.031,
  },
  {
    firstName: 'Daniel',
    lastName: 'Hughes',
    make: 'Volkswagen',
    model: 'Passat',
    regNo: 'LJ68 DHU',
    colour: 'Grey',
    licence: 'PCO-176543',
    mobile: '7700900104',
    dLat: -0.031,
    dLng: -0.027,
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    make: 'Mercedes-Benz',
    model: 'V-Class',
    regNo: 'LN22 SRV',
    colour: 'Black',
    licence: 'PCO-210998',
    mobile: '7700900105',
    dLat: 0.004,
    dLng: 0.046,
  },
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    make: 'Skoda',
    model: 'Octavia',
    regNo: 'LC20 KWM',
    colour: 'White',
    licence: 'PCO-165432',
    mobile: '7700900106',
    dLat: 0.041,
    dLng: -0.004,
  },
] as const;

/** Seeds the demo fleet around `base` when the tenant has no drivers yet; returns how many were added. */
export async function seedDrivers(db: Db, tenantId: number, base: GeoPoint): Promise<number> {
  const [existing] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.tenantId, tenantId)).limit(1);
  if (existing) return 0;
  await db.insert(drivers).values(
    DEMO_DRIVERS.map((d) => ({
      tenantId,
      firstName: d.firstName,
      lastName: d.lastName,
      vehicleMake: d.make,
      vehicleModel: d.model,
      regNo: d.regNo,
      colour: d.colour,
      licenceNo: d.licence,
      mobile: d.mobile,
      latitude: base.Latitude + d.dLat,
      longitude: base.Longitude + d.dLng,
    })),
  );
  return DEMO_DRIVERS.length;
}

/** A driver near a point, with distance (miles) and travel time (minutes). */
export interface NearbyDriver {
  driver: DriverRow;
  miles: number;
  minutes: number;
}

/** Travel time in whole minutes for a distance in metres at the average town speed (at least 1). */
export function travelMinutes(metres: number): number {
  return Math.max(1, Math.ceil((metres / METRES_PER_MILE / AVERAGE_SPEED_MPH) * 60));
}

/** The tenant's available drivers ordered by distance from a point (nearest first). */
export async function nearestDrivers(db: Db, tenantId: number, point: GeoPoint, limit = 10): Promise<NearbyDriver[]> {
  return rankDrivers(await availableDrivers(db, tenantId), point, limit);
}

/** The tenant's available drivers, in no order. */
export function availableDrivers(db: Db, tenantId: number): Promise<DriverRow[]> {
  return db
    .select()
    .from(drivers)
    .where(and(eq(drivers.tenantId, tenantId), eq(drivers.available, true)));
}

/** The `limit` drivers of `rows` nearest to a point (nearest first), with distance and travel time. */
export function rankDrivers(rows: readonly DriverRow[], point: GeoPoint, limit = 10): NearbyDriver[] {
  return (
    rows
      .map((driver) => {
        const metres = distanceMetres(point, { Latitude: driver.latitude, Longitude: driver.longitude });
        return {
          driver,
          metres,
          miles: Math.round((metres / METRES_PER_MILE) * 100) / 100,
          minutes: travelMinutes(metres),
        };
      })
      // By the exact distance: two drivers 0.004 mi apart round to the same miles but are not equally near.
      .sort((a, b) => a.metres - b.metres || a.driver.id - b.driver.id)
      .slice(0, limit)
      .map(({ metres: _metres, ...near }) => near)
  );
}

/** The name shown for a driver. */
export function driverName(driver: Pick<DriverRow, 'firstName' | 'lastName'>): string {
  return `${driver.firstName} ${driver.lastName}`.trim();
}
