// The tracking parts come from their own subpaths, so their styles never reach the booking page's bundle.
import { ConnectionBadge } from '@cabkit/ui/ConnectionBadge';
import { DriverCard } from '@cabkit/ui/DriverCard';
import { TripTimeline } from '@cabkit/ui/TripTimeline';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { useSnapshot } from 'valtio';
import { isApiError, userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { afterFirstView } from '../../../lib/in-view';
import { canDrawMaps } from '../../../lib/maps';
import { sessionState } from '../../../state/session';
import { type LiveState, openLiveConnection } from '../api/live-connection';
import { getTrackedVehicle, type TrackedVehicle, type TrackingKey } from '../api/tracking-api';
import {
  applyLiveUpdate,
  etaText,
  fromTrackedVehicle,
  liveStatusText,
  stepOf,
  TRIP_STEPS,
  type TrackingView as View,
  tripOver,
} from '../state/tracking-state';
import { ShareTrip } from './share-trip';
import * as css from './tracking.css';

// MapLibre loads only on this page, once the leg has been read.
const TrackingMap = lazy(() => import('./tracking-map').then((m) => ({ default: m.TrackingMap })));

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ended' }
  | { state: 'error'; message: string }
  | { state: 'ready'; vehicle: TrackedVehicle };

function NotFound({ ended }: { ended?: boolean }) {
  return (
    <div>
      <h1>{ended ? 'This trip has ended' : 'Booking not found'}</h1>
      <p>
        {ended
          ? 'This shared link stopped working when the trip ended.'
          : 'We could not find this booking. Check the link, or sign in with the account that made it.'}
      </p>
      <Link to={paths.booking()}>Make a booking</Link>
    </div>
  );
}

/**
 * Live tracking of one booking leg: the map with the driver's marker (locationUpdate), the status timeline
 * (statusUpdate), the driver card with the ETA, the connection state, a polite text-only status for screen
 * readers, and, for the owner, Share trip. Reads trackvehicle first, then follows the hub.
 */
export function TrackingPage({ trackingKey }: { trackingKey: TrackingKey | null }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const keyText = JSON.stringify(trackingKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText is the content of trackingKey
  useEffect(() => {
    if (!trackingKey) {
      setLoad({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getTrackedVehicle(trackingKey, controller.signal).then(
      (vehicle) => setLoad({ state: 'ready', vehicle }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 410) setLoad({ state: 'ended' });
        else if (isApiError(error) && error.status >= 400 && error.status < 500) setLoad({ state: 'missing' });
        else setLoad({ state: 'error', message: userMessage(error) });
      },
    );
    return () => controller.abort();
  }, [keyText]);

  if (load.state === 'loading') {
    return (
      <div>
        <h1>Tracking</h1>
        <p role="status">Loading your trip…</p>
      </div>
    );
  }
  if (load.state === 'missing') return <NotFound />;
  if (load.state === 'ended') return <NotFound ended />;
  if (load.state === 'error') {
    return (
      <div>
        <h1>Tracking</h1>
        <p role="alert">{load.message}</p>
      </div>
    );
  }
  return <LiveTrip trackingKey={trackingKey as TrackingKey} vehicle={load.vehicle} />;
}

function LiveTrip({ trackingKey, vehicle: first }: { trackingKey: TrackingKey; vehicle: TrackedVehicle }) {
  const { profile } = useSnapshot(sessionState);
  const [vehicle, setVehicle] = useState(first);
  const [view, setView] = useState<View>(() => fromTrackedVehicle(first));
  const [live, setLive] = useState<LiveState>('connecting');
  const needsDriver = useRef(false);
  const over = tripOver(view.status);
  // The trip's text shows first; the live hub's client and MapLibre are fetched once that view is on screen.
  const [shown, setShown] = useState(false);
  useEffect(() => afterFirstView(() => setShown(true)), []);

  // Follow the hub while the trip is under way; re-read trackvehicle when a driver is newly assigned.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per leg, closed when the trip ends
  useEffect(() => {
    if (over || !shown) return;
    let close: (() => Promise<void>) | null = null;
    let gone = false;
    openLiveConnection(trackingKey, first.JobPartId, {
      onState: (state) => {
        if (!gone) setLive(state);
      },
      onUpdate: (update) => {
        if (gone) return;
        setView((current) => {
          if (update.kind === 'statusUpdate' && !current.driver) needsDriver.current = true;
          return applyLiveUpdate(current, update, new Date());
        });
      },
    }).then(
      (stop) => {
        if (gone) void stop();
        else close = stop;
      },
      () => setLive('disconnected'),
    );
    return () => {
      gone = true;
      void close?.();
    };
  }, [first.JobPartId, over, shown]);

  // A newly assigned driver: read their card (photo, vehicle) once.
  useEffect(() => {
    if (!needsDriver.current || !view.driver || view.driver.photoUrl) return;
    needsDriver.current = false;
    getTrackedVehicle(trackingKey).then(
      (fresh) => {
        setVehicle(fresh);
        setView((current) => ({ ...current, driver: fromTrackedVehicle(fresh).driver ?? current.driver }));
      },
      () => {},
    );
  }, [view.driver, trackingKey]);

  const shared = trackingKey.kind === 'share';
  const statusLine = shared && over && !/cancel/i.test(view.status) ? 'This trip has ended.' : liveStatusText(view);
  const step = stepOf(view.status);
  const eta = over ? '' : etaText(view);

  return (
    <div className={css.page}>
      <div className={css.header}>
        <h1 className={css.title}>{view.reference ? `Tracking ${view.reference}` : 'Tracking'}</h1>
        {over ? null : <ConnectionBadge state={live} />}
      </div>
      <div className={css.mapFrame}>
        {shown && canDrawMaps() ? (
          <Suspense fallback={null}>
            <TrackingMap vehicle={vehicle} view={view} />
          </Suspense>
        ) : null}
      </div>
      <div className={css.panel}>
        <p className={css.status} aria-live="polite" aria-atomic="true">
          {statusLine}
        </p>
        {live === 'disconnected' || live === 'reconnecting' ? (
          <p className={css.note}>Live updates have stopped for a moment. We are reconnecting by ourselves.</p>
        ) : null}
        {view.driver ? (
          <DriverCard
            name={view.driver.name}
            photoUrl={view.driver.photoUrl || undefined}
            vehicleMake={view.driver.vehicleMake}
            vehicleModel={view.driver.vehicleModel}
            colour={view.driver.colour}
            regNo={view.driver.regNo}
            eta={eta || undefined}
          />
        ) : null}
        <h2>Trip progress</h2>
        {/cancel/i.test(view.status) ? (
          <p>This booking has been cancelled.</p>
        ) : (
          <TripTimeline steps={TRIP_STEPS.map((s) => ({ ...s, time: view.reachedAt[s.id] }))} currentId={step} />
        )}
        <dl className={css.journey}>
          <dt>From</dt>
          <dd>{vehicle.PickUp}</dd>
          <dt>To</dt>
          <dd>{vehicle.DropOff}</dd>
        </dl>
        {!shared && !over && profile ? <ShareTrip jobPartId={vehicle.JobPartId} /> : null}
      </div>
    </div>
  );
}
