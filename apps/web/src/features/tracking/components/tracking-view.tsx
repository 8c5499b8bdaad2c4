// The tracking parts come from their own subpaths, so their styles never reach the booking page's bundle.
import { isTripOver, statusKind } from '@cabkit/domain/status';
import { buttonStyle } from '@cabkit/ui/Button';
import { ConnectionBadge } from '@cabkit/ui/ConnectionBadge';
import { DriverCard } from '@cabkit/ui/DriverCard';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonCard, SkeletonText } from '@cabkit/ui/Skeleton';
import { media } from '@cabkit/ui/theme';
import { TripTimeline } from '@cabkit/ui/TripTimeline';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError, userMessage } from '../../../api/errors';
import { useRouteAnswers } from '../../../api/route-answers';
import { paths } from '../../../app/paths';
import { i18n, useLanguage } from '../../../i18n/language';
import { onceInView } from '../../../lib/in-view';
import { FirstViewPart } from '../../../lib/lazy-part';
import { onFirstIntent, onReturnToPage } from '../../../lib/intent';
import { useCanDrawMaps } from '../../../lib/maps';
import { configState } from '../../../state/config';
import { sessionState } from '../../../state/session';
import { type LiveState, openLiveConnection } from '../api/live-connection';
import type { Answered } from '../../../api/client';
import { getTrackedVehicle, loadedTrackedVehicle, type TrackedVehicle, type TrackingKey } from '../api/tracking-api';
import {
  applyLiveUpdate,
  applyTrackedVehicle,
  etaText,
  fromTrackedVehicle,
  liveStatusText,
  stepOf,
  stepTimes,
  TRIP_STEPS,
  type TrackingView as View,
} from '../state/tracking-state';
import { ShareTrip } from './share-trip';
import * as css from './tracking.css';

// MapLibre loads only on this page, once the leg has been read and the visitor is using the page (see LiveTrip).
const TrackingMap = lazy(() => import('./tracking-map').then((m) => ({ default: m.TrackingMap })));

// A trip the page cannot show is the rare case: its empty state loads with it, not with every live trip.
const EmptyState = lazy(() => import('@cabkit/ui/EmptyState').then((m) => ({ default: m.EmptyState })));

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ended' }
  | { state: 'error'; message: string }
  | { state: 'ready'; vehicle: TrackedVehicle };

function NotFound({ ended }: { ended?: boolean }) {
  useLanguage();
  return (
    <PageLayout title={ended ? t`This trip has ended` : t`Booking not found`} width="reading">
      <FirstViewPart
        fallback={
          <Skeleton>
            <SkeletonText lines={3} />
          </Skeleton>
        }
      >
        <EmptyState
          title={ended ? t`Nothing to follow` : t`No trip to show`}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
              {t`Make a booking`}
            </Link>
          }
        >
          {ended
            ? t`This shared link stopped working when the trip ended.`
            : t`We could not find this booking. Check the link, or sign in with the account that made it.`}
        </EmptyState>
      </FirstViewPart>
    </PageLayout>
  );
}

/** What a failed read shows: an ended shared trip, a booking not found (or not the visitor's), or the error. */
function failedLoad(error: unknown): Load {
  if (isApiError(error) && error.status === 410) return { state: 'ended' };
  if (isApiError(error) && error.status >= 400 && error.status < 500) return { state: 'missing' };
  return { state: 'error', message: userMessage(error) };
}

function loadOf(answered: Answered<TrackedVehicle> | null | undefined): Load {
  if (!answered) return { state: 'loading' };
  return answered.ok ? { state: 'ready', vehicle: answered.answer } : failedLoad(answered.error);
}

/**
 * Live tracking of one booking leg: the map with the driver's marker (locationUpdate), the status timeline
 * (statusUpdate), the driver card with the ETA, the connection state, a polite text-only status for screen
 * readers, and, for the owner, Share trip. Reads trackvehicle first; follows the hub once the visitor uses the
 * page (docs/behaviour/bookings.md#tracking-page).
 */
export function TrackingPage({ trackingKey }: { trackingKey: TrackingKey | null }) {
  useLanguage();
  const keyText = JSON.stringify(trackingKey);
  // The leg the page's route loader read, if it did: not read again at once.
  const answers = useRouteAnswers();
  const [load, setLoad] = useState<Load>(() => loadOf(trackingKey && loadedTrackedVehicle(answers, trackingKey)));
  const loadedFor = useRef(load.state === 'loading' ? '' : keyText);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText is the content of trackingKey
  useEffect(() => {
    if (loadedFor.current === keyText) return;
    loadedFor.current = '';
    if (!trackingKey) {
      setLoad({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getTrackedVehicle(trackingKey, controller.signal).then(
      (vehicle) => setLoad({ state: 'ready', vehicle }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(failedLoad(error));
      },
    );
    return () => controller.abort();
  }, [keyText]);

  if (load.state === 'loading') {
    return (
      <PageLayout title={t`Tracking`}>
        <Skeleton label={t`Loading your trip`}>
          <div className={css.page}>
            <div className={css.mapFrame}>
              <div className={css.mapSkeleton} />
            </div>
            <div className={css.sheet}>
              <SkeletonCard lines={2} />
              <SkeletonText lines={4} />
            </div>
          </div>
        </Skeleton>
      </PageLayout>
    );
  }
  if (load.state === 'missing') return <NotFound />;
  if (load.state === 'ended') return <NotFound ended />;
  if (load.state === 'error') {
    return (
      <PageLayout title={t`Tracking`} width="reading">
        <p role="alert">{load.message}</p>
      </PageLayout>
    );
  }
  return <LiveTrip trackingKey={trackingKey as TrackingKey} vehicle={load.vehicle} />;
}

/** How often the trip is read again while the live feed is not connected (the visitor has not used the page). */
const STATUS_REFRESH_MS = 20_000;

/**
 * Whether the visitor is using the page: a pointer, touch, key or focus in it, the page shown again after being
 * hidden, or (on a desktop) the map's frame in the window. Until then the page is its text and the map's frame
 * (a skeleton of its size), read again every STATUS_REFRESH_MS; from then on the live parts run: the hub's client
 * and MapLibre (about 440 KB gzip, too much for a phone to load before the page is touched).
 */
function useEngaged(mapFrame: RefObject<HTMLElement | null>): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    const stops = [onFirstIntent(engage), onReturnToPage(engage)];
    const frame = mapFrame.current;
    if (frame && window.matchMedia?.(media.desktop).matches) stops.push(onceInView(frame, engage));
    return () => {
      for (const stop of stops) stop();
    };
  }, [engaged, mapFrame]);
  return engaged;
}

function LiveTrip({ trackingKey, vehicle: first }: { trackingKey: TrackingKey; vehicle: TrackedVehicle }) {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const config = useSnapshot(configState);
  const [vehicle, setVehicle] = useState(first);
  const [view, setView] = useState<View>(() => fromTrackedVehicle(first));
  const [live, setLive] = useState<LiveState>('connecting');
  const needsDriver = useRef(false);
  const over = isTripOver(view.status);
  const mapFrame = useRef<HTMLDivElement>(null);
  const engaged = useEngaged(mapFrame);
  const canDrawMaps = useCanDrawMaps();
  const keyText = JSON.stringify(trackingKey);

  // Until the live feed runs, the trip's status, driver and ETA are read again now and then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText is the content of trackingKey
  useEffect(() => {
    if (engaged || over) return;
    const timer = window.setInterval(() => {
      getTrackedVehicle(trackingKey).then(
        (fresh) => {
          setVehicle(fresh);
          setView((current) => applyTrackedVehicle(current, fresh, new Date()));
        },
        () => {},
      );
    }, STATUS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [engaged, over, keyText]);

  // Follow the hub while the trip is under way; re-read trackvehicle when a driver is newly assigned.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per leg, closed when the trip ends
  useEffect(() => {
    if (over || !engaged) return;
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
          return applyLiveUpdate(current, update);
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
  }, [first.JobPartId, over, engaged]);

  // A step newly reached over the live feed: read the time the server recorded for it, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new status of this leg
  useEffect(() => {
    const reached = stepOf(view.status);
    if (!reached || view.reachedAt[reached]) return;
    const controller = new AbortController();
    getTrackedVehicle(trackingKey, controller.signal).then(
      (fresh) =>
        setView((current) => ({ ...current, reachedAt: { ...current.reachedAt, ...stepTimes(fresh, new Date()) } })),
      () => {},
    );
    return () => controller.abort();
  }, [view.status]);

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
  const cancelled = statusKind(view.status) === 'cancelled';
  const statusLine = shared && over && !cancelled ? t`This trip has ended.` : liveStatusText(view);
  const step = stepOf(view.status);
  const eta = over ? '' : etaText(view);

  // The number to call or text about the trip: the driver's, which the server leaves out of a shared link.
  const phone = !over && !cancelled ? (vehicle.Driver?.Mobile ?? '') : '';

  return (
    <PageLayout
      title={view.reference ? t`Tracking ${view.reference}` : t`Tracking`}
      // The badge's place is kept while the feed is not running yet, so nothing moves when it starts.
      actions={<span className={css.badgeSlot}>{over || !engaged ? null : <ConnectionBadge state={live} />}</span>}
    >
      <div className={css.page}>
        {/* The map shows at once: its frame (a skeleton of its size) until MapLibre loads on the first use of the page. */}
        <div ref={mapFrame} className={css.mapFrame}>
          {canDrawMaps &&
            (engaged ? (
              <Suspense fallback={<div className={css.mapSkeleton} />}>
                <TrackingMap vehicle={vehicle} view={view} />
              </Suspense>
            ) : (
              <div className={css.mapSkeleton} />
            ))}
        </div>
        <div className={css.sheet}>
          <p className={css.status} aria-live="polite" aria-atomic="true">
            {statusLine}
          </p>
          {live === 'disconnected' || live === 'reconnecting' ? (
            <p className={css.note}>{t`Live updates have stopped for a moment. We are reconnecting by ourselves.`}</p>
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
              phone={phone || undefined}
              contact={config.driverContact}
              words={{
                label: t`Your driver`,
                vehicle: t`Vehicle`,
                registration: t`Registration`,
                call: t`Call`,
                message: t`Message`,
              }}
            />
          ) : null}
          <h2 className={css.sectionTitle}>{t`Trip progress`}</h2>
          {cancelled ? (
            <p>{t`This booking has been cancelled.`}</p>
          ) : (
            // Booked is reached from the start: the timeline is never empty while waiting for a driver.
            <TripTimeline
              steps={TRIP_STEPS.map((s) => ({ ...s, label: i18n._(s.label), time: view.reachedAt[s.id] }))}
              currentId={step ?? 'Booked'}
            />
          )}
          <dl className={css.journey}>
            <dt>{t`From`}</dt>
            <dd>{vehicle.PickUp}</dd>
            <dt>{t`To`}</dt>
            <dd>{vehicle.DropOff}</dd>
          </dl>
          {!shared && !over && profile ? <ShareTrip jobPartId={vehicle.JobPartId} /> : null}
        </div>
      </div>
    </PageLayout>
  );
}
