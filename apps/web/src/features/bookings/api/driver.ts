import { trackingEndpoints } from '@cabkit/contract';
import { call } from '../../../api/client';
import { isApiError } from '../../../api/errors';

/** The assigned driver of a leg, and where they have been: null when no driver is assigned yet. */
export interface AssignedDriver {
  name: string;
  vehicle: string;
  photoUrl: string;
  footprint: { Latitude: number; Longitude: number }[];
}

/**
 * The driver on a booking's outward leg (GET /api/trackvehicle), their photo's address (GET /api/driverphoto)
 * and footprint (GET /api/driverFootprint); the tracking code proves a guest's right to see them.
 */
export async function getAssignedDriver(jobpartid: number, code: string, signal?: AbortSignal) {
  try {
    const tracked = await call(trackingEndpoints.trackVehicle, { query: { jobpartid, id: 0, code }, signal });
    if (!tracked.Driver) return null;
    const footprint = await call(trackingEndpoints.driverFootprint, { query: { jobpartid, id: 0, code }, signal });
    const driver = tracked.Driver;
    const query = new URLSearchParams({ jobpartid: String(jobpartid), code });
    return {
      name: driver.Name || `${driver.FirstName} ${driver.LastName}`.trim(),
      vehicle: [driver.Colour, driver.VehicleMake, driver.VehicleModel, driver.RegNo].filter(Boolean).join(' '),
      photoUrl: `/api/driverphoto?${query}`,
      footprint: footprint.Footprints.map(({ Latitude, Longitude }) => ({ Latitude, Longitude })),
    } satisfies AssignedDriver;
  } catch (error) {
    // No driver yet (404) is not a failure of the page: the booking shows without one.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
