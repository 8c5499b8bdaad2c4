import { accountsEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/**
 * Where the licence service's calls are served: the server mounts them under `LICENCE_BASE_PATH` (default
 * `/licence`) on the same host, so one build needs no second origin.
 */
const licenceBasePath = '/licence';

/** Booking parameters stored by the licence service (pickup, drop-off, time, vehicle type). */
export type BookingParams = ResponseOf<typeof accountsEndpoints.getBookingParams>;

/** Reads booking parameters by id from the licence service (GET /api/bookingparams ?id); Code 2 throws. */
export function getBookingParams(id: string): Promise<BookingParams> {
  const endpoint = accountsEndpoints.getBookingParams;
  return call({ ...endpoint, path: `${licenceBasePath}${endpoint.path}` }, { query: { id } });
}
