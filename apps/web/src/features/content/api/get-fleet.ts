import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';
import { serverData } from '../../../state/server-data';

/** A vehicle type shown on the fleet page. */
export type FleetVehicle = ResponseOf<typeof coreEndpoints.vehicleTypes>['vehTypes'][number];

/** The tenant's fleet (GET /api/vehicletypes). */
export async function getFleet(): Promise<FleetVehicle[]> {
  return (await call(coreEndpoints.vehicleTypes, {})).vehTypes;
}

/** The fleet the server drew the page's first view with, if any (so the first render shows it without a call). */
export function initialFleet(): FleetVehicle[] | null {
  return serverData.current?.vehicleTypes ?? null;
}
