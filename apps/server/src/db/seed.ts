import { count, eq } from 'drizzle-orm';
import { gazetteerSeedRows } from '../services/gazetteer/seed-rows';
import type { TariffRates } from '../services/pricing/pricing';
import { type Configuration, defaultConfiguration } from '../services/tenants/configuration';
import { readTenantFile, type TenantFile } from '../services/tenants/tenant-files';
import type { Db } from './client';
import { places, priceTiers, tariffs, tenants, vehicleTypes } from './schema';
import { seedSteps } from './seed-steps';

import type { SeedTenant } from './seed-types';

/** The rates of every new tenant's standard tariff, in pounds (its currency comes from the tenant's file). */
export const STANDARD_TARIFF_RATES: TariffRates = {
  currencyCode: 'GBP',
  baseFare: 3.5,
  perMile: 1.9,
  perMinute: 0.3,
  minimumFare: 8,
  airportCharge: 7.5,
  viaStopCharge: 3,
  waitAndReturnPerMinute: 0.35,
  returnDiscountPercent: 5,
};

/** The demo vehicle types (images under apps/server/public/assets/images/vehicles/). */
const demoVehicleTypes = [
  { name: 'Saloon', description: 'Toyota Prius or similar', image: 'saloon', p: 4, l: 2, h: 2, max: 3, f: 1 },
  {
    name: 'Estate',
    description: 'Skoda Octavia Estate or similar',
    image: 'estate',
    p: 4,
    l: 4,
    h: 3,
    max: 5,
    f: 1.15,
  },
  {
    name: 'Executive',
    description: 'Mercedes E-Class or similar',
    image: 'executive',
    p: 3,
    l: 2,
    h: 2,
    max: 3,
    f: 1.6,
  },
  { name: 'MPV 6 seater', description: 'Ford Galaxy or similar', image: 'mpv', p: 6, l: 4, h: 4, max: 6, f: 1.45 },
  {
    name: 'Minibus 8 seater',
    description: 'Mercedes Vito or similar',
    image: 'minibus',
    p: 8,
    l: 8,
    h: 8,
    max: 10,
    f: 1.8,
  },
] as const;

/** Builds the full Configuration (docs/behaviour/common.md#configuration) for a tenant from its tenant.json and the defaults for what it leaves out. */
function configurationFor(file: TenantFile, defaultVehicleTypeId: number): Configuration {
  return {
    ...defaultConfiguration,
    CompanyName: file.name,
    About: file.about ?? '',
    Phone: file.phone ?? '',
    Email: file.email ?? '',
    Address: file.address ?? '',
    SocialLinks: file.social ?? {},
    MapSource: file.mapSource ?? 'maplibre',
    PaymentGateway: file.paymentGateway ?? 'sandbox',
    PublicKey: 'pk_sandbox_cabkit',
    DefaultVehicleTypeId: defaultVehicleTypeId,
    MinLeadTime: 15,
    QuoteTimeout: 10,
    IsCashAllowed: true,
    IsCardAllowed: true,
    IsPaypalAllowed: true,
    ShowPets: true,
    ShowChildSeats: true,
    ShowOtherEquipment: true,
    ShowSignupFirst: false,
    CanCancelBooking: true,
    DefaultPaymentMethod: file.defaultPaymentMethod ?? 'card',
    AllowGuests: file.allowGuests ?? true,
    CurrencyCode: file.currencyCode ?? 'GBP',
    DialingCode: file.dialingCode ?? '+44',
    BaseLocation: file.baseLocation
      ? { Latitude: file.baseLocation.latitude, Longitude: file.baseLocation.longitude }
      : defaultConfiguration.BaseLocation,
    Terms: file.terms
      ? {
          FreeCancellationHours: file.terms.freeCancellationHours,
          CancellationFeeKind: file.terms.cancellationFee.kind,
          CancellationFee: file.terms.cancellationFee.amount,
          FreeWaitingMinutes: file.terms.freeWaitingMinutes,
          AirportFreeWaitingMinutes: file.terms.airportFreeWaitingMinutes,
          WaitingChargePerMinute: file.terms.waitingChargePerMinute,
          ChangeCutoffHours: file.terms.changeCutoffHours ?? 0,
        }
      : defaultConfiguration.Terms,
    AccessNeeds: file.accessNeeds
      ? { Offered: file.accessNeeds.offered, VehicleEquipment: file.accessNeeds.vehicleEquipment }
      : defaultConfiguration.AccessNeeds,
    DriverContact: file.driverContact ?? defaultConfiguration.DriverContact,
  };
}

/** Seeds the core of a new tenant: its row and Configuration, vehicle types, price tiers and tariff. */
async function seedCoreTenant(db: Db, slug: string): Promise<SeedTenant> {
  const file = readTenantFile(slug);
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ slug, name: file.name, configuration: {} })
      .returning({ id: tenants.id, slug: tenants.slug });
    if (!tenant) throw new Error('Tenant insert returned no row');
    const vehicles = await tx
      .insert(vehicleTypes)
      .values(
        demoVehicleTypes.map((v, index) => ({
          tenantId: tenant.id,
          name: v.name,
          description: v.description,
          image: `/assets/images/vehicles/${v.image}.svg`,
          passengers: v.p,
          luggages: v.l,
          handbags: v.h,
          maxLuggage: v.max,
          priceFactor: v.f,
          sortOrder: index,
        })),
      )
      .returning({ id: vehicleTypes.id });
    await tx.insert(priceTiers).values([
      {
        tenantId: tenant.id,
        name: 'Economy',
        description: 'Best price, standard vehicle',
        priceFactor: 0.9,
        sortOrder: 0,
      },
      {
        tenantId: tenant.id,
        name: 'Standard',
        description: 'Our usual service',
        priceFactor: 1,
        sortOrder: 1,
        isDefault: true,
      },
      {
        tenantId: tenant.id,
        name: 'Premium',
        description: 'Newest vehicles, top drivers',
        priceFactor: 1.25,
        sortOrder: 2,
      },
      { tenantId: tenant.id, name: 'Account', description: 'Corporate account rate', priceFactor: 0.95, sortOrder: 3 },
    ]);
    await tx.insert(tariffs).values({
      tenantId: tenant.id,
      name: 'Standard tariff',
      ...STANDARD_TARIFF_RATES,
      currencyCode: file.currencyCode ?? 'GBP',
    });
    await tx
      .update(tenants)
      .set({ configuration: { ...configurationFor(file, vehicles[0]?.id ?? 0) } })
      .where(eq(tenants.id, tenant.id));
    return tenant;
  });
}

/**
 * Fills the gazetteer (UK places, terminals, districts and airports): all of it when empty, and on a database seeded
 * by an earlier version, the rows the shipped data has gained since (matched by name, postcode and category), so
 * new places are found without a fresh data folder. Returns the number of places stored.
 */
async function seedGazetteer(db: Db): Promise<number> {
  const rows = gazetteerSeedRows();
  const [existing] = await db.select({ n: count() }).from(places);
  const stored = existing?.n ?? 0;
  if (stored >= rows.length) return stored;
  const key = (row: { name: string; postcode?: string | null; category: string }) =>
    `${row.name}\u0000${row.postcode ?? ''}\u0000${row.category}`;
  const have = new Set(
    stored === 0
      ? []
      : (await db.select({ name: places.name, postcode: places.postcode, category: places.category }).from(places)).map(
          key,
        ),
  );
  const missing = rows.filter((row) => !have.has(key(row)));
  await db.transaction(async (tx) => {
    for (let i = 0; i < missing.length; i += 250) await tx.insert(places).values(missing.slice(i, i + 250));
  });
  return stored + missing.length;
}

/**
 * Seeds the database on first start: the gazetteer when empty and, when the tenant is new, its core rows
 * followed by every step in `seedSteps` (demo customers, bookers, drivers ...). Returns true if it seeded the tenant.
 */
export async function seedDatabase(db: Db, slug: string): Promise<boolean> {
  await seedGazetteer(db);
  const [found] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  if (found) return false;
  const tenant = await seedCoreTenant(db, slug);
  for (const step of seedSteps) await step(db, tenant);
  return true;
}
