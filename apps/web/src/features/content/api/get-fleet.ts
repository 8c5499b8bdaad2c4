import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** A vehicle type shown on the fleet page. */
export type FleetVehicle = ResponseOf<typeof coreEndpoints.vehicleTypes>['vehTypes'][number];

/** The tenant's fleet (GET /api/vehicletypes). */
export async function getFleet(): Promise<FleetVehicle[]> {
  return (await call(coreEndpoints.vehicleTypes, {})).vehTypes;
}
