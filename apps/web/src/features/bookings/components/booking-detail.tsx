import { t } from '@lingui/core/macro';
import { statusKind } from '@cabkit/domain';
import { DefinitionList, PageLayout, Skeleton, SkeletonCard, SkeletonMap, SkeletonText } from '@cabkit/ui';
import { MoreActions } from '@cabkit/ui/MoreActions';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { RouteAnswers } from '../../../api/client';
import { useRouteAnswers } from '../../../api/route-answers';
import { useCanDrawMaps } from '../../../lib/maps';
import { getBookingDetails, loadedBookingDetails } from '../api/bookings-api';
import { type AssignedDriver, getAssignedDriver, loadedAssignedDriver } from '../api/driver';
import type { BookingView } from '../api/get-booking-info';
import { useBooking } from '../state/use-booking';
import { BookingActions, bookingPaths } from './booking-actions';
import { ChangeBookingAction } from './change-booking-action';
import { FareBreakdown, JourneyFacts, peopleItems } from './booking-facts';
import { BookingNotFound } from './booking-not-found';
import { BookingStatus } from './booking-status';
import { MapFrame } from './map-frame';
import * as page from './booking-page.css';
import * as css from './bookings.css';

/**
 * The driver once assigned: photo, name and vehicle; null when none is, undefined while that is being asked (the
 * page waits for the answer, so the driver's card never pushes the journey down once drawn: no layout shift).
 */
function useDriver(booking: BookingView | undefined, answers: RouteAnswers | null): AssignedDriver | null | undefined {
  const jobPartId = booking?.JobPartId ?? 0;
  const code = booking?.TrackingCode ?? '';
  const status = booking?.Status ?? '';
  // Which trip the answer is for: a new status (after an action) asks again but keeps the card meanwhile.
  const key = jobPartId && statusKind(status) !== 'cancelled' ? `${jobPartId} ${code}` : '';
  // The page's route loader may have read the driver already: not asked again.
  const [answer, setAnswer] = useState<{ key: string; driver: AssignedDriver | null } | null>(() => {
    const loaded = key ? loadedAssignedDriver(answers, jobPartId, code) : undefined;
    return loaded?.ok ? { key, driver: loaded.answer } : null;
  });
  const loadedFor = useRef(answer ? `${key} ${status}` : null);
  // A change of status asks again (a driver may be assigned).
  useEffect(() => {
    if (!key || loadedFor.current === `${key} ${status}`) return;
    loadedFor.current = null;
    const controller = new AbortController();
    getAssignedDriver(jobPartId, code, controller.signal).then(
      (found) => !controller.signal.aborted && setAnswer({ key, driver: found }),
      () => !controller.signal.aborted && setAnswer({ key, driver: null }),
    );
    return () => controller.abort();
  }, [key, jobPartId, code, status]);
  if (!key) return null;
  return answer?.key === key ? answer.driver : undefined;
}

// The change trail loads only for a booking that has changes (most have none), rendered on the server all the same.
const BookingChanges = lazy(() => import('./booking-changes-list').then((m) => ({ default: m.BookingChanges })));

/** The body of a booking (detail page and ticket): facts, people, fare, driver and map. */
export function BookingBody({
  booking,
  driver,
  mapWhenSeen = false,
}: {
  booking: BookingView;
  driver: AssignedDriver | null;
  /** Load the map only when its frame comes into the window (the detail page; the ticket draws it at once). */
  mapWhenSeen?: boolean;
}) {
  const canDrawMaps = useCanDrawMaps();
  return (
    <>
      {driver && (
        <section className={css.section} aria-labelledby="driver-heading">
          <h2 id="driver-heading">{t`Your driver`}</h2>
          <div className={css.driver}>
            <img className={css.driverPhoto} src={driver.photoUrl} alt={driver.name} />
            <div>
              <p>{driver.name}</p>
              <p className={css.muted}>{driver.vehicle}</p>
            </div>
          </div>
        </section>
      )}
      <section className={css.section} aria-labelledby="journey-heading">
        <h2 id="journey-heading">{t`Journey`}</h2>
        <JourneyFacts booking={booking} />
      </section>
      {canDrawMaps && <MapFrame booking={booking} driver={driver} whenSeen={mapWhenSeen} />}
      <section className={css.section} aria-labelledby="people-heading">
        <h2 id="people-heading">{t`Passengers and payment`}</h2>
        <DefinitionList aria-label={t`Passengers and payment`} items={peopleItems(booking)} />
      </section>
      <section className={css.section} aria-labelledby="fare-heading">
        <h2 id="fare-heading">{t`Fare`}</h2>
        <FareBreakdown booking={booking} />
      </section>
    </>
  );
}

/** The booking detail page's content (`/bookingdetail/{id}`): everything stored and the actions it allows. */
export function BookingDetail({ jobId }: { jobId: number }) {
  const answers = useRouteAnswers();
  const { load, reload } = useBooking(
    jobId > 0 ? String(jobId) : '',
    (signal) => getBookingDetails(jobId, signal),
    () => loadedBookingDetails(answers, jobId),
  );
  const booking = load.state === 'ready' ? load.booking : undefined;
  const driver = useDriver(booking, answers);
  const [changed, setChanged] = useState('');

  if (load.state === 'loading' || (load.state === 'ready' && driver === undefined))
    return (
      <div className={css.loadingPage}>
        <PageLayout title={t`Booking`} width="reading">
          <Skeleton label={t`Loading your booking`}>
            <SkeletonText lines={1} />
            <SkeletonCard lines={4} />
            <SkeletonMap />
          </Skeleton>
        </PageLayout>
      </div>
    );
  if (load.state === 'missing') return <BookingNotFound listLink />;
  if (load.state === 'error') return <BookingNotFound message={load.message} listLink />;
  const shown = load.booking;
  const reference = shown.Bref;
  return (
    <PageLayout title={<span id="detail-heading">{t`Booking ${reference}`}</span>} width="reading">
      <article className={page.body} aria-labelledby="detail-heading">
        <p className={css.noPrint}>
          <Link to="/bookinghistory.html">{t`Back to my bookings`}</Link>
        </p>
        <div>
          <BookingStatus booking={shown} />
        </div>
        <BookingActions
          booking={shown}
          canManage
          onChanged={reload}
          moreActions={(items) => <MoreActions label={t`More actions`} items={items} />}
          changeAction={
            <ChangeBookingAction
              booking={shown}
              onChanged={async (message) => {
                setChanged(message);
                await reload();
              }}
            />
          }
        />
        <p role="status" className={css.muted}>
          {changed}
        </p>
        <BookingBody booking={shown} driver={driver ?? null} mapWhenSeen />
        {shown.Changes.length > 0 && (
          <Suspense fallback={null}>
            <BookingChanges changes={shown.Changes} />
          </Suspense>
        )}
        <p className={css.noPrint}>
          <Link to={bookingPaths.ticket(shown.TrackingCode)}>{t`Open the ticket`}</Link>
        </p>
      </article>
    </PageLayout>
  );
}
