import { JourneyMap } from '@cabkit/ui/JourneyMap';
import { configState } from '../../../state/config';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import * as css from './map.css';
import { journeyPoints, journeyRoute } from './map-scene';

/**
 * The journey on the design system's JourneyMap (MapLibre with the shipped offline basemap): Pickup,
 * ViaAddress and Dropoff markers and the quotation's route, fitted to the journey. This module and the map
 * library load only once the journey has an address to show.
 */
export function JourneyMapPanel() {
  const booking = useSnapshot(bookingState);
  const state = booking as typeof bookingState;
  // A tenant's own vector style replaces the offline basemap (docs/behaviour/journey.md#maps).
  const config = useSnapshot(configState);
  return (
    <JourneyMap
      styleUrl={config.mapStyleUrl || undefined}
      ariaLabel="Journey map"
      className={css.map}
      points={journeyPoints(state)}
      route={journeyRoute(state)}
    />
  );
}
