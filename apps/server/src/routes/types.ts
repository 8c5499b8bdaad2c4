import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { CoreServices } from '../services/core-services';
import type { TenantContext } from '../services/tenants/tenant-context';

/** What every route plugin gets: the database, the tenant, the core services and the app's options. */
export interface AppDeps {
  db: Db;
  tenant: TenantContext;
  services: CoreServices;
  /** Extra services injected through `buildApp({ services })` (tests, adapters), by name. */
  extraServices: Record<string, unknown>;
}

/** A route plugin: registers its endpoints (with `registerEndpoint`) on the app. */
export type RoutePlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;
