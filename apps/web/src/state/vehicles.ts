import { proxy, subscribe } from 'valtio';
import { userMessage } from '../api/errors';
import { bookingResets, bookingState } from './booking';
import { configState } from './config';
import type { VehicleType } from '../api/get-vehicle-types';
import { registerStore } from './stores';

/** The tenant's vehicle types, loaded once per page. */
export const vehiclesState = proxy<{ types: VehicleType[]; loading: boolean; error: string }>({
  types: [],
  loading: false,
  error: '',
});

/** The vehicle-type load in flight (a store: state/stores.ts resets it). */
const load = { inFlight: undefined as Promise<void> | undefined };

/** Picks the tenant's default vehicle type (or the first) when the booking has none of the known types. */
function ensureVehicleChosen(): void {
  const types = vehiclesState.types;
  if (types.length === 0 || types.some((type) => type.Id === bookingState.vehicleId)) return;
  const preferred = types.find((type) => type.Id === configState.defaultVehicleTypeId) ?? types[0];
  bookingState.vehicleId = preferred?.Id ?? 0;
}

/** Loads the vehicle types (once) and picks the default vehicle when none is chosen yet. */
export function loadVehicleTypes(): Promise<void> {
  if (load.inFlight) return load.inFlight.then(ensureVehicleChosen);
  vehiclesState.loading = true;
  // The API client comes with the first load: pages that draw the vehicles' state before any load do not carry it.
  load.inFlight = import('../api/get-vehicle-types')
    .then((api) => api.getVehicleTypes())
    .then((types) => {
      vehiclesState.types = types;
      vehiclesState.error = '';
      ensureVehicleChosen();
    })
    .catch((error: unknown) => {
      vehiclesState.error = userMessage(error);
      load.inFlight = undefined;
    })
    .finally(() => {
      vehiclesState.loading = false;
    });
  return load.inFlight;
}

// A fresh start (Cancel in the expired dialog, ...) empties the booking's vehicle: the default is chosen again at
// once, so the next quotation is for a vehicle the summary and the vehicle step show (not a fare beside none).
subscribe(bookingResets, ensureVehicleChosen, true);

registerStore('vehicles', () => {
  load.inFlight = undefined;
  Object.assign(vehiclesState, { types: [], loading: false, error: '' });
});
