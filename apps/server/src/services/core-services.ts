import type { Db } from '../db/client';
import { type ChangeNotices, cachedValue, NO_CHANGE_NOTICES } from './cache/change-notices';
import { availableDrivers, rankDrivers } from './drivers/drivers';
import { createGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { createPhotonGazetteer } from './gazetteer/photon';
import { createPricingStore, type PricingStore } from './pricing/pricing';
import { createQuoteStore, type QuoteStoreOptions } from './quotes/quote-store';
import { createQuotes, type Quotes } from './quotes/quotes';
import { createEstimateRouting, createOsrmRouting, type Routing } from './routing/routing';
import type { TenantContext } from './tenants/tenant-context';

/** The core services every route can use; each has an embedded implementation and can be replaced in buildApp. */
export interface CoreServices {
  gazetteer: Gazetteer;
  routing: Routing;
  pricing: PricingStore;
  quotes: Quotes;
}

/**
 * Creates the core services for a tenant: the embedded ones, an OSRM router when `ROUTING_URL` is set, a Photon
 * geocoder for address search when `GEOCODER_URL` is set;
 * injected replacements take precedence. With live change `notices`, what quotation and booking read on every
 * call (tariff, vehicle types, price tiers, airports, available drivers) is held in memory until its table
 * changes (docs/decisions/0011-quotes-priced-in-memory.md).
 */
export function createCoreServices(
  db: Db,
  tenant: TenantContext,
  overrides: Partial<CoreServices> = {},
  notices: ChangeNotices = NO_CHANGE_NOTICES,
  quoteStoreOptions: QuoteStoreOptions = {},
): CoreServices {
  const embedded = createGazetteer(db, undefined, notices);
  const gazetteer =
    overrides.gazetteer ??
    (process.env.GEOCODER_URL ? createPhotonGazetteer(embedded, { url: process.env.GEOCODER_URL }) : embedded);
  const routing =
    overrides.routing ??
    (process.env.ROUTING_URL ? createOsrmRouting(process.env.ROUTING_URL) : createEstimateRouting());
  const pricing = overrides.pricing ?? createPricingStore(db, tenant.id, notices);
  // Drivers move: the list is dropped at every write to `drivers` (positions, availability).
  const drivers = cachedValue(notices, ['drivers'], () => availableDrivers(db, tenant.id));
  const driverEta = async (point: { lat: number; lng: number }) => {
    const [nearest] = rankDrivers(await drivers.get(), { Latitude: point.lat, Longitude: point.lng }, 1);
    return nearest?.minutes ?? null;
  };
  const quotes =
    overrides.quotes ??
    createQuotes({
      store: createQuoteStore(db, quoteStoreOptions),
      tenant,
      gazetteer,
      routing,
      pricing,
      driverEta,
    });
  return { gazetteer, routing, pricing, quotes };
}
