import { isTripOver } from '@cabkit/domain/status';
import { JourneyMap, type JourneyPoint } from '@cabkit/ui/JourneyMap';
import { useSnapshot } from 'valtio';
import { mapStyleUrl } from '../../../lib/maps';
import { configState } from '../../../state/config';
import type { TrackedVehicle } from '../api/tracking-api';
import type { TrackingView } from '../state/tracking-state';
import * as css from './tracking-map.css';

/** The leg's pickup and drop-off markers. */
function legPoints(vehicle: TrackedVehicle): JourneyPoint[] {
  return [
    { kind: 'Pickup', latitude: vehicle.PickUpLatitude, longitude: vehicle.PickUpLongitude, label: vehicle.PickUp },
    { kind: 'Dropoff', latitude: vehicle.DropOffLatitude, longitude: vehicle.DropOffLongitude, label: vehicle.DropOff },
  ];
}

/**
 * The live map: the leg's route and ends, and the driver's marker where the live feed last put it; the view keeps
 * the car, the pickup and the drop-off in it as the car moves (JourneyMap's follow).
 */
export function TrackingMap({ vehicle, view }: { vehicle: TrackedVehicle; view: TrackingView }) {
  const driver =
    view.position && view.driver && !isTripOver(view.status)
      ? {
          ...view.position,
          label: `${view.driver.name}, ${[view.driver.colour, view.driver.vehicleMake, view.driver.vehicleModel]
            .filter(Boolean)
            .join(' ')} ${view.driver.regNo}`.trim(),
        }
      : undefined;
  // A tenant's own vector style replaces the offline basemap (docs/behaviour/journey.md#maps).
  const config = useSnapshot(configState);
  return (
    <JourneyMap
      styleUrl={mapStyleUrl(config.mapStyleUrl)}
      ariaLabel="Live map of your trip"
      className={css.map}
      points={legPoints(vehicle)}
      route={vehicle.RoutePath.map(({ Latitude, Longitude }) => ({ Latitude, Longitude }))}
      driver={driver}
      follow
    />
  );
}
