import { coreEndpoints } from '@cabkit/contract';
import { call } from '../../../api/client';
import type { Place } from '../../../state/booking';

/** Addresses, places and airports matching what the user typed (GET /api/searchaddress). */
export function searchAddress(prefix: string, signal?: AbortSignal): Promise<Place[]> {
  return call(coreEndpoints.searchAddress, { query: { prefix }, signal });
}
