import { Skeleton, SkeletonMap } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language';
import { onceInView } from '../../../lib/in-view';
import type { AssignedDriver } from '../api/driver';
import type { BookingView } from '../api/get-booking-info';
import * as css from './booking-page.css';

// The map (and MapLibre with it) loads only once the booking has been read.
const TicketMap = lazy(() => import('./ticket-map').then((m) => ({ default: m.TicketMap })));

/** The map to come: a skeleton of the frame's size. */
function MapSkeleton() {
  useLanguage();
  return (
    <Skeleton label={t`Loading the map`}>
      <SkeletonMap />
    </Skeleton>
  );
}

/**
 * The map in its fixed-size frame, a skeleton of its size until it is drawn (nothing moves when it arrives). `whenSeen`: MapLibre is fetched only once the
 * frame comes into the window, so the page's text shows first and a visit that never scrolls to the map never
 * pays for it; otherwise it loads with the page.
 */
export function MapFrame({
  booking,
  driver,
  whenSeen,
}: {
  booking: BookingView;
  driver: AssignedDriver | null;
  whenSeen: boolean;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(!whenSeen);
  useEffect(() => {
    if (wanted || !frame.current) return;
    return onceInView(frame.current, () => setWanted(true));
  }, [wanted]);
  return (
    <div ref={frame} className={css.mapFrame}>
      {wanted ? (
        <Suspense fallback={<MapSkeleton />}>
          <TicketMap booking={booking} driver={driver} />
        </Suspense>
      ) : (
        // Not loading yet (it waits to be seen): the frame's shape only, with no status to announce.
        <div aria-hidden="true">
          <SkeletonMap />
        </div>
      )}
    </div>
  );
}
