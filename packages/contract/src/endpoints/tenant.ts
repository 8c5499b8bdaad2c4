// The tenant's public parts and brand, apart from the core schemas that pages load up front.
import * as v from 'valibot';

/**
 * A tenant's brand (themes/<tenant>/tokens.json, `$extensions["app.cabkit"]`), every picture as the URL it is
 * served at: the header shows `logo.light` on light backgrounds and `logo.dark` on dark ones.
 */
const TenantBrandInfo = v.object({
  appearance: v.picklist(['light', 'dark']),
  headerVariant: v.picklist(['surface', 'brand', 'inverse']),
  /** The registered company name, for receipts, invoices and other documents. */
  legalName: v.string(),
  logo: v.object({ light: v.string(), dark: v.string(), alt: v.string() }),
  /** The square mark: favicon and app icon. */
  mark: v.string(),
  manifest: v.string(),
  hero: v.object({ src: v.string(), alt: v.string() }),
  /** A picture per vehicle image key (saloon, estate, executive, mpv, minibus). */
  vehicles: v.record(v.string(), v.string()),
});

/** The public parts of a tenant's tenant.json (`GET /api/tenant`), with its brand. */
export const TenantInfo = v.looseObject({
  id: v.string(),
  name: v.string(),
  title: v.optional(v.string()),
  source: v.optional(v.number()),
  minLuggages: v.optional(v.number()),
  minPassengers: v.optional(v.number()),
  allowGuests: v.optional(v.boolean()),
  defaultPaymentMethod: v.optional(v.string()),
  layoutTemplate: v.optional(v.string()),
  /** A MapLibre vector style URL the maps use instead of the offline basemap (docs/behaviour/journey.md#maps). */
  mapStyleUrl: v.optional(v.string()),
  brand: v.optional(TenantBrandInfo),
});
