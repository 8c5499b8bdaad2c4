import { coreEndpoints } from '@cabkit/contract';
import { call } from '../api/client';
import { userMessage } from '../api/errors';
import { applyConfiguration, configState, markConfigLoaded } from './config';

let loading: Promise<void> | undefined;

/**
 * Reads the tenant file (`/api/tenant`) and the configuration (`/api/configuration`) into the config store,
 * once per page. Failures leave the store as it was, with `loadError` set.
 */
export function loadConfig(): Promise<void> {
  if (loading) return loading;
  loading = (async () => {
    const [tenant, configuration] = await Promise.allSettled([
      call(coreEndpoints.tenant, {}),
      call(coreEndpoints.configuration, { query: {} }),
    ]);
    if (tenant.status === 'fulfilled') applyConfiguration(tenant.value);
    if (configuration.status === 'fulfilled') applyConfiguration(configuration.value.Configuration);
    const failure = [tenant, configuration].find((result) => result.status === 'rejected');
    markConfigLoaded(failure ? userMessage(failure.reason) : '');
  })();
  return loading;
}

/** The product title for page titles (the tenant's title). */
export function productTitle(): string {
  return configState.title;
}
