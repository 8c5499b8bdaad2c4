import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema-accounts';
import { findBookingParams, licenceCoversSite, saveBookingParams } from '../src/services/licences/licences';
import { getTestDb } from './db';

// The licence service called directly, without HTTP: which sites a licence covers, and booking parameters kept
// only under an active licence and only for a week.

async function addLicence(values: Partial<typeof licences.$inferInsert> = {}) {
  const { handle, tenant } = await getTestDb();
  const [row] = await handle.db
    .insert(licences)
    .values({
      tenantId: tenant.id,
      trackingCode: `LIC-${randomBytes(6).toString('hex')}`,
      allowedDomains: ['*.example.com'],
      customerAppBaseUrl: 'https://book.example.com',
      ...values,
    })
    .returning();
  return row!;
}

const params = { pickup: 'Bank', dropoff: 'Canary Wharf', dateTime: '', vehicleTypeId: 1, vehicleId: 0, isAsap: true };

describe('licences (service)', () => {
  it('covers the sites of an active licence only', async () => {
    const { handle, tenant } = await getTestDb();
    const live = await addLicence();
    const expired = await addLicence({ expiresAt: new Date(Date.now() - 1000) });
    expect(await licenceCoversSite(handle.db, tenant.id, live.trackingCode, 'https://shop.example.com/page')).toBe(
      true,
    );
    expect(await licenceCoversSite(handle.db, tenant.id, live.trackingCode, 'example.org')).toBe(false);
    expect(await licenceCoversSite(handle.db, tenant.id, expired.trackingCode, 'shop.example.com')).toBe(false);
  });

  it('keeps booking parameters under an active licence and reads them back for a week', async () => {
    const { handle, tenant } = await getTestDb();
    const licence = await addLicence();
    const saved = await saveBookingParams(handle.db, tenant.id, licence.trackingCode, params);
    expect(saved?.trackingCode).toBe(licence.trackingCode);
    const found = await findBookingParams(handle.db, tenant.id, saved!.id);
    expect(found).toEqual({ ...params, id: saved!.id, trackingCode: licence.trackingCode });
    const weekLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await findBookingParams(handle.db, tenant.id, saved!.id, weekLater)).toBeNull();
  });

  it('refuses to keep parameters under an inactive licence', async () => {
    const { handle, tenant } = await getTestDb();
    const off = await addLicence({ active: false });
    expect(await saveBookingParams(handle.db, tenant.id, off.trackingCode, params)).toBeNull();
  });
});
