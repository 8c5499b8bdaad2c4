import type { Db } from '../db/client';
import { type ChangeNotices, cachedValue, NO_CHANGE_NOTICES } from './cache/change-notices';
import { availableDrivers, rankDrivers } from './drivers/drivers';
import { createGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { createGooglePlacesGazetteer } from './gazetteer/google-places';
import { createPhotonGazetteer } from './gazetteer/photon';
import { postcodeLocatorFromEnv } from './gazetteer/postcodes';
import { createPricingStore, type PricingStore } from './pricing/pricing';
import type { QuoteSigner } from './quotes/quote-token';
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
 * The address search the environment asks for: Google Places when the tenant's server key `GOOGLE_PLACES_KEY`
 * is set, else a Photon geocoder at `GEOCODER_URL`, else the embedded gazetteer (which answers whenever the
 * outside one fails).
 */
export function gazetteerFromEnv(embedded: Gazetteer, env: NodeJS.ProcessEnv): Gazetteer {
  const googleKey = env.GOOGLE_PLACES_KEY?.trim();
  if (googleKey) return createGooglePlacesGazetteer(embedded, { key: googleKey });
  const geocoderUrl = env.GEOCODER_URL?.trim();
  if (geocoderUrl) return createPhotonGazetteer(embedded, { url: geocoderUrl });
  return embedded;
}

/**
 * Creates the core services for a tenant: the embedded ones, an OSRM or Valhalla router when `ROUTING_URL` is set, Google Places or a
 * Photon geocoder for address search when `GOOGLE_PLACES_KEY` or `GEOCODER_URL` is set, a postcode service for full
 * postcodes when `POSTCODE_URL` is set;
 * injected replacements take precedence. With live change `notices`, what quotation and booking read on every
 * call (tariff, vehicle types, price tiers, airports, available drivers) is held in memory until its table
 * changes (docs/decisions/0013-quotes-priced-in-memory.md). Quotes are signed by `signer` into their QuotationId
 * (docs/decisions/0015-signed-quotations.md).
 */
export function createCoreServices(
  db: Db,
  tenant: TenantContext,
  signer: QuoteSigner,
  overrides: Partial<CoreServices> = {},
  notices: ChangeNotices = NO_CHANGE_NOTICES,
): CoreServices {
  const gazetteer =
    overrides.gazetteer ??
    gazetteerFromEnv(createGazetteer(db, undefined, notices, postcodeLocatorFromEnv(process.env)), process.env);
  const routing = overrides.routing ?? routingFromEnv(process.env);
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
      signer,
      tenant,
      gazetteer,
      routing,
      pricing,
      driverEta,
    });
  return { gazetteer, routing, pricing, quotes };
}
