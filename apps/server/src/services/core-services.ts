import type { Db } from '../db/client';
import { nearestDrivers } from './drivers/drivers';
import { createGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { createPhotonGazetteer } from './gazetteer/photon';
import { createPricingStore, type PricingStore } from './pricing/pricing';
import { createQuotes, type Quotes } from './quotes/quotes';
import { routingFromEnv } from './routing/engines';
import type { Routing } from './routing/routing';
import type { TenantContext } from './tenants/tenant-context';

/** The core services every route can use; each has an embedded implementation and can be replaced in buildApp. */
export interface CoreServices {
  gazetteer: Gazetteer;
  routing: Routing;
  pricing: PricingStore;
  quotes: Quotes;
}

/**
 * Creates the core services for a tenant: the embedded ones, an OSRM or Valhalla router when `ROUTING_URL` is set, a Photon
 * geocoder for address search when `GEOCODER_URL` is set;
 * injected replacements take precedence.
 */
export function createCoreServices(db: Db, tenant: TenantContext, overrides: Partial<CoreServices> = {}): CoreServices {
  const gazetteer =
    overrides.gazetteer ??
    (process.env.GEOCODER_URL
      ? createPhotonGazetteer(createGazetteer(db), { url: process.env.GEOCODER_URL })
      : createGazetteer(db));
  const routing = overrides.routing ?? routingFromEnv(process.env);
  const pricing = overrides.pricing ?? createPricingStore(db, tenant.id);
  const driverEta = async (point: { lat: number; lng: number }) => {
    const [nearest] = await nearestDrivers(db, tenant.id, { Latitude: point.lat, Longitude: point.lng }, 1);
    return nearest?.minutes ?? null;
  };
  const quotes = overrides.quotes ?? createQuotes({ db, tenant, gazetteer, routing, pricing, driverEta });
  return { gazetteer, routing, pricing, quotes };
}
