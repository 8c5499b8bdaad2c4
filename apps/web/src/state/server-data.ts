import type { TenantContent } from '@cabkit/themes';
import type { VehicleType } from '../api/get-vehicle-types';
import { applyConfiguration, markConfigLoaded } from './config';
import { registerStore } from './stores';

/**
 * What the server rendered a page's first view with, and puts into the page as JSON beside it, so the browser's
 * first render (the hydration) draws exactly the same thing without a call (docs/decisions/0012-first-view-in-html.md).
 */
export interface ServerData {
  /** The answer of GET /api/tenant. */
  tenant?: unknown;
  /** The `Configuration` of GET /api/configuration. */
  configuration?: unknown;
  /** The tenant's site text (themes/<tenant>/content.json). */
  content?: TenantContent;
  /** The answer of GET /api/vehicletypes (the fleet). */
  vehicleTypes?: VehicleType[];
}

/** The id of the `<script type="application/json">` element the server puts the data into. */
export const serverDataElementId = 'server-data';

/** The data of the page's first view (a store: state/stores.ts resets it). */
export const serverData: { current: ServerData | undefined } = { current: undefined };

/** The data the server put into the page, or undefined (no such element, or not JSON). */
export function readServerData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document) {
  const text = doc?.getElementById(serverDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return undefined;
  }
}

/**
 * Puts the first view's data into the stores: the configuration (so the frame shows the tenant's name, phone and
 * e-mail), the vehicle types and the site text. Runs before the first render, on the server and in the browser.
 */
export function applyServerData(data: ServerData): void {
  serverData.current = data;
  if (data.tenant) applyConfiguration(data.tenant);
  if (data.configuration) applyConfiguration(data.configuration);
  if (data.tenant || data.configuration) markConfigLoaded();
}

/** The JSON text of the data for a `<script>` element: `<` escaped, so no text in it can close the element. */
export function serverDataJson(data: ServerData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

registerStore('server data', () => {
  serverData.current = undefined;
});
