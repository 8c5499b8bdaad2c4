import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { Skeleton } from '@cabkit/ui/Skeleton';
import { lazy, type RefObject, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import * as css from './map.css';
import type { MapPlacement } from './map-scene';
import { canDrawMaps } from '../../../lib/maps';

// The map (JourneyMap, then MapLibre and its worker) is never part of the first screen: it loads once
// there is a journey to draw, and only while the map is open.
const JourneyMapPanel = lazy(() => import('./journey-map-panel').then((m) => ({ default: m.JourneyMapPanel })));

/** Where the map's open or closed state is kept for the rest of the visit. */
const openKey = 'cabkit.booking.map';

/** Whether the map was closed earlier in this visit (storage may be refused: then it is open). */
function closedBefore(): boolean {
  try {
    return sessionStorage.getItem(openKey) === 'closed';
  } catch {
    return false;
  }
}

function remember(open: boolean): void {
  try {
    sessionStorage.setItem(openKey, open ? 'open' : 'closed');
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

// Layout effects do not run on the server (and warn there): the server draws no focus to keep.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the field being typed in on screen when the map opens above it: on a phone the map comes first, and the
 * first address chosen opens it while the next field has focus (at the top of the page the browser's own scroll
 * anchoring does not hold the field in place).
 */
function useKeepFocusInView(open: boolean, shown: boolean, panel: RefObject<HTMLDivElement | null>) {
  useBeforePaint(() => {
    if (!open || !shown) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !panel.current?.contains(active)) {
      active.scrollIntoView({ block: 'nearest' });
    }
  }, [open, shown]);
}

/**
 * The wizard's journey map (large where the template gave it the main column, compact otherwise) under a button
 * that opens and closes it; closed, it stays closed for the rest of the visit. Nothing is drawn, and no map code is
 * fetched, until the pickup, a via stop or the drop-off is chosen and while the map is closed.
 */
export function BookingMap({ placement }: { placement: MapPlacement }) {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const hasPlace = Boolean(booking.pickup || booking.dropoff || booking.via.some(Boolean));
  const [open, setOpen] = useState(true);
  const regionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const shown = hasPlace && canDrawMaps();
  useKeepFocusInView(open, shown, panel);
  // Read after the take-over: the server draws the map open.
  useEffect(() => {
    if (closedBefore()) setOpen(false);
  }, []);
  // The journey and fare summary beside the form lists the stops either way.
  if (!shown) return null;
  return (
    <div ref={panel} className={css.panel}>
      <button
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          remember(!open);
          setOpen(!open);
        }}
      >
        {t`Map`}
        <svg className={css.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={regionId} className={css.frame[placement]} hidden={!open}>
        {open && (
          <Suspense
            fallback={
              <Skeleton label={t`Loading map`}>
                <span className={css.loading} />
              </Skeleton>
            }
          >
            <JourneyMapPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
