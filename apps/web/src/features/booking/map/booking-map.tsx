import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import * as css from './map.css';
import type { MapPlacement } from './map-scene';
import { canDrawMaps } from '../../../lib/maps';

// The map (JourneyMap, then MapLibre and its worker) is never part of the first screen: it loads once
// there is a journey to draw.
const JourneyMapPanel = lazy(() => import('./journey-map-panel').then((m) => ({ default: m.JourneyMapPanel })));

/**
 * The wizard's journey map where the template puts it (main column or floating side panel). Nothing is drawn,
 * and no map code is fetched, until the pickup, a via stop or the drop-off is chosen.
 */
export function BookingMap({ placement }: { placement: MapPlacement }) {
  const booking = useSnapshot(bookingState);
  const hasPlace = Boolean(booking.pickup || booking.dropoff || booking.via.some(Boolean));
  // The journey and fare summary beside the form lists the stops either way.
  if (!hasPlace || !canDrawMaps()) return null;
  return (
    <div className={css.panel[placement]}>
      <Suspense fallback={<p className={css.loading}>Loading map…</p>}>
        <JourneyMapPanel />
      </Suspense>
    </div>
  );
}
