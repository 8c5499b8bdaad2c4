import * as v from 'valibot';
import { Outcome, VehicleType } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The tenant's vehicle types. */
export const vehicleTypes = defineEndpoint({
  method: 'GET',
  path: '/api/vehicletypes',
  summary: "The tenant's vehicle types.",
  response: v.object({ ...Outcome.entries, vehTypes: v.array(VehicleType) }),
});
