import { proxy } from 'valtio';
import { userMessage } from '../api/errors';
import { bookingState } from './booking';
import { configState } from './config';
import { getVehicleTypes, type VehicleType } from '../api/get-vehicle-types';

/** The tenant's vehicle types, loaded once per page. */
export const vehiclesState = proxy<{ types: VehicleType[]; loading: boolean; error: string }>({
  types: [],
  loading: false,
  error: '',
});

let loading: Promise<void> | undefined;

/** Picks the tenant's default vehicle type (or the first) when the booking has none of the known types. */
export function ensureVehicleChosen(): void {
  const types = vehiclesState.types;
  if (types.length === 0 || types.some((type) => type.Id === bookingState.vehicleId)) return;
  const preferred = types.find((type) => type.Id === configState.defaultVehicleTypeId) ?? types[0];
  bookingState.vehicleId = preferred?.Id ?? 0;
}

/** Loads the vehicle types (once) and picks the default vehicle when none is chosen yet. */
export function loadVehicleTypes(): Promise<void> {
  if (loading) return loading.then(ensureVehicleChosen);
  vehiclesState.loading = true;
  loading = getVehicleTypes()
    .then((types) => {
      vehiclesState.types = types;
      vehiclesState.error = '';
      ensureVehicleChosen();
    })
    .catch((error: unknown) => {
      vehiclesState.error = userMessage(error);
      loading = undefined;
    })
    .finally(() => {
      vehiclesState.loading = false;
    });
  return loading;
}
