import type { Db } from '../db/client';
import type { TenantContext } from './tenants/tenant-context';

/** The core services every route can use; each has an embedded implementation and can be replaced in buildApp. */
export type CoreServices = {};

/** Creates the embedded core services for a tenant, with any injected replacements taking precedence. */
export function createCoreServices(
  _db: Db,
  _tenant: TenantContext,
  overrides: Partial<CoreServices> = {},
): CoreServices {
  return { ...overrides };
}
