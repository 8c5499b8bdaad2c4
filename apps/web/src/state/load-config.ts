import { coreEndpoints } from '@cabkit/contract';
import { call } from '../api/client';
import { userMessage } from '../api/errors';
import { applyConfiguration, markConfigLoaded } from './config';
import { registerStore } from './stores';

/** The configuration load in flight (a store: state/stores.ts resets it). */
const load = { inFlight: undefined as Promise<void> | undefined };

/**
 * Reads the tenant file (`/api/tenant`) and the configuration (`/api/configuration`) into the config store,
 * once per page. Failures leave the store as it was, with `loadError` set.
 */
export function loadConfig(): Promise<void> {
  if (load.inFlight) return load.inFlight;
  load.inFlight = (async () => {
    const [tenant, configuration] = await Promise.allSettled([
      call(coreEndpoints.tenant, {}),
      call(coreEndpoints.configuration, { query: {} }),
    ]);
    if (tenant.status === 'fulfilled') applyConfiguration(tenant.value);
    if (configuration.status === 'fulfilled') applyConfiguration(configuration.value.Configuration);
    const failure = [tenant, configuration].find((result) => result.status === 'rejected');
    markConfigLoaded(failure ? userMessage(failure.reason) : '');
  })();
  return load.inFlight;
}

registerStore('config load', () => {
  load.inFlight = undefined;
});
