import { type ReturnKind, roundMoney, type VehicleType } from '@cabkit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceTiers, tariffs, vehicleTypes } from '../../db/schema';
import { bookers } from '../../db/schema-accounts';
import { type ChangeNotices, cachedValue, NO_CHANGE_NOTICES } from '../cache/change-notices';

/** A tenant's tariff rates (money in the tariff's currency). */
export interface TariffRates {
  currencyCode: string;
  baseFare: number;
  perMile: number;
  perMinute: number;
  minimumFare: number;
  airportCharge: number;
  viaStopCharge: number;
  waitAndReturnPerMinute: number;
  returnDiscountPercent: number;
}

/** One leg to price: road miles, driving minutes, via stops, and how many ends are at an airport. */
export interface PricedLeg {
  miles: number;
  minutes: number;
  viaStops: number;
  airportEnds: number;
}

/** A journey's prices for one vehicle type. */
export interface JourneyPrice {
  fare: number;
  returnFare: number;
  totalFare: number;
}

/**
 * The fare of one leg: base + per mile + per minute, at least the minimum, times the vehicle factor,
 * plus the via-stop and airport charges.
 */
export function legFare(rates: TariffRates, leg: PricedLeg, vehicleFactor: number): number {
  const metered = rates.baseFare + rates.perMile * leg.miles + rates.perMinute * leg.minutes;
  const fare =
    Math.max(rates.minimumFare, metered) * vehicleFactor +
    rates.viaStopCharge * leg.viaStops +
    rates.airportCharge * leg.airportEnds;
  return roundMoney(fare);
}

/**
 * Prices a journey: the outward leg and, for a return ('rtn') or wait-and-return ('w&r'), the return leg
 * less the return discount; wait-and-return adds the waiting minutes at the waiting rate.
 */
export function priceJourney(
  rates: TariffRates,
  outward: PricedLeg,
  returnLeg: PricedLeg | null,
  options: { vehicleFactor: number; waitingMinutes: number; returnType: ReturnKind },
): JourneyPrice {
  const fare = legFare(rates, outward, options.vehicleFactor);
  let returnFare = 0;
  if (returnLeg && options.returnType !== '') {
    const discounted = legFare(rates, returnLeg, options.vehicleFactor) * (1 - rates.returnDiscountPercent / 100);
    const waiting =
      options.returnType === 'w&r' ? rates.waitAndReturnPerMinute * Math.max(0, options.waitingMinutes) : 0;
    returnFare = roundMoney(discounted + waiting);
  }
  return { fare, returnFare, totalFare: roundMoney(fare + returnFare) };
}

/** A vehicle type as pricing and the API need it. */
export interface VehicleRecord {
  id: number;
  name: string;
  description: string;
  image: string;
  passengers: number;
  luggages: number;
  handbags: number;
  maxLuggage: number;
  priceFactor: number;
}

/**
 * A vehicle type as the API answers it (docs/behaviour/journey.md#vehicle-choice), with the access equipment the
 * tenant lists for it: the one view of a vehicle row, so the wizard and the booking's capacity check read the same.
 */
export function toVehicleType(vehicle: VehicleRecord, equipment: Record<string, string[]> = {}): VehicleType {
  return {
    Id: vehicle.id,
    Name: vehicle.name,
    Description: vehicle.description,
    Image: vehicle.image,
    Passengers: vehicle.passengers,
    Luggages: vehicle.luggages,
    HandBags: vehicle.handbags,
    MaxLuggage: vehicle.maxLuggage,
    Equipment: equipment[vehicle.name] ?? [],
  };
}

/** A price tier as pricing and the API need it. */
export interface TierRecord {
  id: number;
  name: string;
  description: string;
  priceFactor: number;
  isDefault: boolean;
  /** The tier's position, which bookings name it by (`pricetier`). */
  sortOrder: number;
}

/** Reads a tenant's pricing data: tariff, vehicle types and price tiers. */
export interface PricingStore {
  /** The active tariff, or the booker's account tariff when `bookerId` names a booker that has one: a booker is quoted by its account. */
  tariff(bookerId?: number | null): Promise<TariffRates>;
  /** The active vehicle types, in their display order. */
  vehicles(): Promise<VehicleRecord[]>;
  /** A vehicle type of the tenant by id, active or not (a booking is priced from a quote made while it was). */
  vehicleType(id: number): Promise<VehicleRecord | null>;
  tiers(): Promise<TierRecord[]>;
}

function toRates(row: typeof tariffs.$inferSelect): TariffRates {
  return {
    currencyCode: row.currencyCode,
    baseFare: row.baseFare,
    perMile: row.perMile,
    perMinute: row.perMinute,
    minimumFare: row.minimumFare,
    airportCharge: row.airportCharge,
    viaStopCharge: row.viaStopCharge,
    waitAndReturnPerMinute: row.waitAndReturnPerMinute,
    returnDiscountPercent: row.returnDiscountPercent,
  };
}

/**
 * The database-backed pricing store for a tenant. With live change notices the active tariff, the vehicle types
 * and the price tiers are held in memory until their table changes (docs/decisions/0013-quotes-priced-in-memory.md);
 * a booker's account tariff is read each time (a booker's tariff can be changed on the booker's row).
 */
export function createPricingStore(db: Db, tenantId: number, notices: ChangeNotices = NO_CHANGE_NOTICES): PricingStore {
  const activeTariff = cachedValue(notices, ['tariffs'], async () => {
    const [row] = await db
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.tenantId, tenantId), eq(tariffs.active, true)))
      .limit(1);
    if (!row) throw new Error(`Tenant ${tenantId} has no active tariff`);
    return toRates(row);
  });
  const vehicleRows = cachedValue(notices, ['vehicle_types'], async () => {
    const rows = await db
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        description: vehicleTypes.description,
        image: vehicleTypes.image,
        passengers: vehicleTypes.passengers,
        luggages: vehicleTypes.luggages,
        handbags: vehicleTypes.handbags,
        maxLuggage: vehicleTypes.maxLuggage,
        priceFactor: vehicleTypes.priceFactor,
        active: vehicleTypes.active,
      })
      .from(vehicleTypes)
      .where(eq(vehicleTypes.tenantId, tenantId))
      .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id));
    const all = new Map<number, VehicleRecord>();
    const active: VehicleRecord[] = [];
    for (const { active: isActive, ...vehicle } of rows) {
      all.set(vehicle.id, vehicle);
      if (isActive) active.push(vehicle);
    }
    return { all, active };
  });
  const tierRows = cachedValue(notices, ['price_tiers'], () =>
    db
      .select({
        id: priceTiers.id,
        name: priceTiers.name,
        description: priceTiers.description,
        priceFactor: priceTiers.priceFactor,
        isDefault: priceTiers.isDefault,
        sortOrder: priceTiers.sortOrder,
      })
      .from(priceTiers)
      .where(eq(priceTiers.tenantId, tenantId))
      .orderBy(asc(priceTiers.sortOrder), asc(priceTiers.id)),
  );
  return {
    async tariff(bookerId) {
      let row: typeof tariffs.$inferSelect | undefined;
      if (bookerId) {
        [row] = await db
          .select({ tariff: tariffs })
          .from(bookers)
          .innerJoin(tariffs, and(eq(tariffs.id, bookers.tariffId), eq(tariffs.tenantId, tenantId)))
          .where(and(eq(bookers.id, bookerId), eq(bookers.tenantId, tenantId)))
          .limit(1)
          .then((rows) => rows.map((r) => r.tariff));
      }
      return row ? toRates(row) : activeTariff.get();
    },
    async vehicles() {
      return (await vehicleRows.get()).active;
    },
    async vehicleType(id) {
      return (await vehicleRows.get()).all.get(id) ?? null;
    },
    tiers: () => tierRows.get(),
  };
}
