import type { DriverContact } from '@cabkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDrivers } from '../src/services/drivers/drivers';
import { buildTestApp } from './app';
import { getTestDb, resetTestDb } from './db';
import { insertAssignedLeg } from './helpers/fixtures';

// The tenant's driverContact setting decides whether the tracking answer carries the driver's number: the page
// shows Call and Message from it, so a tenant that allows neither must not send the number at all.

beforeAll(async () => {
  await resetTestDb(['driver_assignments']);
  const { handle, tenant } = await getTestDb();
  await seedDrivers(handle.db, tenant.id, tenant.configuration.BaseLocation);
});

afterAll(async () => {
  await resetTestDb(['driver_assignments']);
});

/** A booking leg with a driver assigned, and the number of that driver. */
async function assignedLeg() {
  const { part, booking, driver } = await insertAssignedLeg();
  return { part, booking, mobile: driver.mobile };
}

/** The driver's number GET /api/trackvehicle answers the ticket's holder under a tenant with `setting`. */
async function mobileSeen(setting: DriverContact | undefined): Promise<{ seen: string; mobile: string }> {
  const { tenant } = await getTestDb();
  const configuration = { ...tenant.configuration };
  if (setting) configuration.DriverContact = setting;
  else delete (configuration as Partial<typeof configuration>).DriverContact;
  const app = await buildTestApp({ tenant: { ...tenant, configuration } });
  try {
    const { part, booking, mobile } = await assignedLeg();
    const response = await app.inject({
      method: 'GET',
      url: `/api/trackvehicle?jobpartid=0&id=${booking.id}&code=${booking.trackingCode}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { JobPartId: number; Driver: { Mobile: string } | null };
    expect(body.JobPartId).toBe(part.id);
    return { seen: body.Driver?.Mobile ?? 'no driver', mobile };
  } finally {
    await app.close();
  }
}

describe("the driver's number on the tracking answer", () => {
  it.each(['call-and-message', 'call', 'message'] as const)('is sent where the tenant allows %s', async (setting) => {
    const { seen, mobile } = await mobileSeen(setting);
    expect(mobile).not.toBe('');
    expect(seen).toBe(mobile);
  });

  it('is sent to a tenant that says nothing (call and message, as before)', async () => {
    const { seen, mobile } = await mobileSeen(undefined);
    expect(seen).toBe(mobile);
  });

  it('is never sent where the tenant allows neither call nor message', async () => {
    const { seen } = await mobileSeen('none');
    expect(seen).toBe('');
  });
});
