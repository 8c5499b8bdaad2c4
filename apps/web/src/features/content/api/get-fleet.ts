import type { coreEndpoints, ResponseOf } from '@cabkit/contract';
import { serverData } from '../../../state/config';

/** A vehicle type shown on the fleet page. */
export type FleetVehicle = ResponseOf<typeof coreEndpoints.vehicleTypes>['vehTypes'][number];

/** The tenant's fleet (GET /api/vehicletypes). */
export async function getFleet(): Promise<FleetVehicle[]> {
  // The API client comes with the call: the first view draws the fleet the server sent and carries no client.
  const { getVehicleTypes } = await import('../../../api/get-vehicle-types');
  return getVehicleTypes();
}

/** The fleet the server drew the page's first view with, if any (so the first render shows it without a call). */
export function initialFleet(): FleetVehicle[] | null {
  return serverData.current?.vehicleTypes ?? null;
}
