import { TrackedDriver } from '@cabkit/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema-live';
import { seedDrivers } from '../src/services/drivers/drivers';
import { driverPhoto, tripState } from '../src/services/tracking/trip';
import { getTestDb, resetTestDb } from './db';
import { insertAssignedLeg, insertDueBooking } from './helpers/fixtures';

// A leg's live state called directly, without HTTP: the pickup until a driver is assigned, and no one's contact
// details through a shared link.

beforeAll(async () => {
  const { handle, tenant } = await getTestDb();
  await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
});

beforeEach(async () => {
  await resetTestDb(['driver_assignments']);
});

describe('tripState (service)', () => {
  it('shows the pickup and no driver until one is assigned', async () => {
    const { handle } = await getTestDb();
    const { part } = await insertDueBooking();
    const trip = await tripState(handle.db, { jobPart: part });
    expect(trip).toMatchObject({
      driver: null,
      position: { Latitude: part.pickupLatitude, Longitude: part.pickupLongitude },
      etaMinutes: 0,
    });
    expect(await driverPhoto(handle.db, part.id)).toBeNull();
  });

  it("gives the driver's contact details to the booking's viewers, and none through a shared link", async () => {
    const { handle } = await getTestDb();
    const { part, driver } = await insertAssignedLeg();
    const own = await tripState(handle.db, { jobPart: part });
    expect(own.driver).toMatchObject({ Id: driver.id, Licence: driver.licenceNo, Mobile: driver.mobile });
    expect(own.position).toEqual({ Latitude: driver.latitude, Longitude: driver.longitude });
    const shared = await tripState(handle.db, { jobPart: part, shared: true });
    expect(shared.driver).toMatchObject({ Id: driver.id, Licence: '', Mobile: '' });
  });

  it("answers the driver in the contract's own shape (all but the photo's address, which the route adds)", async () => {
    const { handle } = await getTestDb();
    const { part } = await insertAssignedLeg();
    const trip = await tripState(handle.db, { jobPart: part });
    const contractFields = Object.keys(TrackedDriver.entries).filter((field) => field !== 'Photo');
    expect(Object.keys(trip.driver ?? {}).sort()).toEqual(contractFields.sort());
  });

  it("draws an avatar from the driver's name when no photo is stored", async () => {
    const { handle } = await getTestDb();
    const { part, driver } = await insertAssignedLeg();
    await handle.db.update(drivers).set({ photo: '' }).where(eq(drivers.id, driver.id));
    const photo = await driverPhoto(handle.db, part.id);
    expect(photo?.type).toBe('image/svg+xml; charset=utf-8');
    expect(String(photo?.body)).toContain('<svg');
  });
});
