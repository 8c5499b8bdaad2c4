import { type ResponseOf, trackingEndpoints } from '@cabkit/contract';
import type { LatLng } from '@cabkit/domain/model';
import { type Answered, answerIn, call, type GetCall, type RouteAnswers } from '../../../api/client';
import { isApiError } from '../../../api/errors';

/** The assigned driver of a leg as the booking page shows them (`assignedDriver` maps the contract's to it). */
export interface AssignedDriver {
  name: string;
  vehicle: string;
  photoUrl: string;
  /** Where they have been, oldest first. */
  footprint: LatLng[];
}

type Tracked = ResponseOf<typeof trackingEndpoints.trackVehicle>;
type Footprint = ResponseOf<typeof trackingEndpoints.driverFootprint>;

function assignedDriver(jobpartid: number, code: string, driver: NonNullable<Tracked['Driver']>, footprint: Footprint) {
  const query = new URLSearchParams({ jobpartid: String(jobpartid), code });
  return {
    name: driver.Name || `${driver.FirstName} ${driver.LastName}`.trim(),
    vehicle: [driver.Colour, driver.VehicleMake, driver.VehicleModel, driver.RegNo].filter(Boolean).join(' '),
    photoUrl: `/api/driverphoto?${query}`,
    footprint: footprint.Footprints.map(({ Latitude, Longitude }) => ({ Latitude, Longitude })),
  } satisfies AssignedDriver;
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
    return assignedDriver(jobpartid, code, tracked.Driver, footprint);
  } catch (error) {
    // No driver yet (404) is not a failure of the page: the booking shows without one.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The calls a route loader makes for a leg's driver: where they are, and where they have been. */
export function assignedDriverCalls(jobpartid: number, code: string): GetCall[] {
  const query = { jobpartid, id: 0, code };
  return [
    [trackingEndpoints.trackVehicle, { query }],
    [trackingEndpoints.driverFootprint, { query }],
  ];
}

/** The driver in the answers of the page's route loader (`assignedDriverCalls`); undefined when it made none. */
export function loadedAssignedDriver(
  answers: RouteAnswers | null,
  jobpartid: number,
  code: string,
): Answered<AssignedDriver | null> | undefined {
  const tracked = answerIn(answers, trackingEndpoints.trackVehicle, { query: { jobpartid, id: 0, code } });
  if (!tracked) return undefined;
  if (!tracked.ok) return tracked.error.status === 404 ? { ok: true, answer: null } : tracked;
  if (!tracked.answer.Driver) return { ok: true, answer: null };
  const footprint = answerIn(answers, trackingEndpoints.driverFootprint, { query: { jobpartid, id: 0, code } });
  if (!footprint?.ok) return footprint?.error.status === 404 ? { ok: true, answer: null } : footprint;
  return { ok: true, answer: assignedDriver(jobpartid, code, tracked.answer.Driver, footprint.answer) };
}
