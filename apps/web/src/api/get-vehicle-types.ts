import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from './client';

/** One vehicle type as the contract carries it. */
export type VehicleType = ResponseOf<typeof coreEndpoints.vehicleTypes>['vehTypes'][number];

/** The tenant's vehicle types (GET /api/vehicletypes). */
export async function getVehicleTypes(): Promise<VehicleType[]> {
  const response = await call(coreEndpoints.vehicleTypes, {});
  return response.vehTypes;
}
