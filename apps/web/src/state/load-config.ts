import { coreEndpoints, type Endpoint } from '@cabkit/contract';
import { call, getDocument } from '../api/client';
import { userMessage } from '../api/errors';
import { applyConfiguration, configState, markConfigLoaded } from './config';

let loading: Promise<void> | undefined;

/**
 * Reads the tenant file (`/api/tenant`) and the configuration (`/api/configuration`, when the contract
 * lists it) into the config store, once per page. Failures leave the store empty with `loadError` set.
 */
export function loadConfig(): Promise<void> {
  if (loading) return loading;
  loading = (async () => {
    const errors: string[] = [];
    try {
      applyConfiguration(await getDocument('/api/tenant'));
    } catch (error) {
      errors.push(userMessage(error));
    }
    const configuration = (coreEndpoints as Record<string, Endpoint | undefined>).configuration;
    if (configuration) {
      try {
        const response = await call(configuration, { query: { airports: 'false' } } as never);
        const raw = response as Record<string, unknown>;
        applyConfiguration(raw.Configuration ?? raw);
      } catch (error) {
        errors.push(userMessage(error));
      }
    }
    markConfigLoaded(errors[0] ?? '');
  })();
  return loading;
}

/** The product title for page titles (the tenant's title). */
export function productTitle(): string {
  return configState.title;
}
