import type { Db } from './client';

/** The tenant a seed step works on. */
export interface SeedTenant {
  id: number;
  slug: string;
}

/** One tenant's seed: a step gets the fresh tenant row (seeding runs once, when the tenant is new). */
export type SeedStep = (db: Db, tenant: SeedTenant) => Promise<void>;
