import { nextTrip } from '@cabkit/domain';
import {
  Button,
  buttonStyle,
  EmptyState,
  PageLayout,
  Skeleton,
  SkeletonCard,
  SkeletonText,
  SummaryCards,
} from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { useRouteAnswers } from '../../../api/route-answers';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import type { Place } from '../../../state/booking';
import { profileName, sessionState } from '../../../state/session';
import type { Answered, RouteAnswers } from '../../../api/client';
import {
  getCurrentBookings,
  getJourneyHistory,
  type ListOwner,
  loadedCurrentBookings,
  loadedJourneyHistory,
} from '../api/bookings-api';
import type { BookingView } from '../api/get-booking-info';
import { getSavedPlaces, loadedSavedPlaces } from '../api/saved-places';
import { startBookingFrom, startBookingTo } from '../state/repeat';
import { BookingActions, bookingPaths } from './booking-actions';
import { BookingStatus } from './booking-status';
import { pickupText } from './pickup-text';
import { BookingRow } from './booking-row';
import * as css from './bookings.css';

// Only a corporate booker's dashboard lists the bookings they made, in a table: a customer's does not fetch it.
const RecentBookingsTable = lazy(() => import('./recent-bookings').then((m) => ({ default: m.RecentBookingsTable })));

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/** How many of a booker's latest bookings the dashboard lists. */
const RECENT_COUNT = 5;

/** The latest bookings made (newest first), current and past together, each once. */
function recentBookings(lists: readonly (readonly BookingView[])[], count = RECENT_COUNT): BookingView[] {
  const byId = new Map<number, BookingView>();
  for (const list of lists) for (const booking of list) byId.set(booking.JobId, booking);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.CreatedAt) - Date.parse(a.CreatedAt) || b.JobId - a.JobId)
    .slice(0, count);
}

function loaded<T>(answered: Answered<T>): Load<T> {
  return answered.ok
    ? { state: 'ready', value: answered.answer }
    : { state: 'error', message: userMessage(answered.error) };
}

/** The dashboard's sections as its route loader read them (every answer there), else undefined. */
function loadedDashboard(answers: RouteAnswers | null, owner: ListOwner) {
  if (owner.custid <= 0) return undefined;
  const current = loadedCurrentBookings(answers, owner);
  const places = loadedSavedPlaces(answers, owner.custid);
  const history = owner.bookerid > 0 ? loadedJourneyHistory(answers, owner, 3) : undefined;
  if (!current || !places || (owner.bookerid > 0 && !history)) return undefined;
  // A booker's latest bookings come from both lists (the client asks for them together: one failure fails both).
  let recent: Load<BookingView[]> | undefined;
  if (history?.ok && current.ok) recent = { state: 'ready', value: recentBookings([current.answer, history.answer]) };
  else if (history) recent = loaded(history.ok ? current : history);
  return { current: loaded(current), places: places.ok ? places.answer : [], recent };
}

/**
 * The dashboard (`/dashboard`): the next trip with its status (and tracking once under way), the current
 * bookings, quick actions (book again, book home or work from My Places), and for bookers their area: the
 * latest bookings they made with each passenger's name, and `bookerArea` (the page gives this week's chart).
 */
export function Dashboard({ bookerArea }: { bookerArea?: ReactNode }) {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const custid = profile?.Id ?? 0;
  const bookerid = profile?.BookerId ?? 0;
  // The answers the page's route loader read, if it did: not asked again.
  const answers = useRouteAnswers();
  const [drawn] = useState(() => loadedDashboard(answers, { custid, bookerid }));
  const [current, setCurrent] = useState<Load<BookingView[]>>(drawn?.current ?? { state: 'loading' });
  const [places, setPlaces] = useState<Place[] | null>(drawn?.places ?? null);
  const [recent, setRecent] = useState<Load<BookingView[]>>(drawn?.recent ?? { state: 'loading' });
  const loadedFor = useRef(drawn ? `${custid} ${bookerid}` : '');

  const load = async (signal?: AbortSignal) => {
    try {
      const bookings = await getCurrentBookings({ custid, bookerid }, signal);
      if (!signal?.aborted) setCurrent({ state: 'ready', value: bookings });
    } catch (error) {
      if (!signal?.aborted) setCurrent({ state: 'error', message: userMessage(error) });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the account changes
  useEffect(() => {
    if (!custid || loadedFor.current === `${custid} ${bookerid}`) return;
    loadedFor.current = '';
    const controller = new AbortController();
    void load(controller.signal);
    getSavedPlaces(custid, controller.signal).then(
      (saved) => !controller.signal.aborted && setPlaces(saved),
      () => !controller.signal.aborted && setPlaces([]),
    );
    if (bookerid > 0) {
      Promise.all([
        getCurrentBookings({ custid, bookerid }, controller.signal),
        getJourneyHistory({ custid, bookerid }, 3, controller.signal),
      ]).then(
        (lists) => !controller.signal.aborted && setRecent({ state: 'ready', value: recentBookings(lists) }),
        (error) => !controller.signal.aborted && setRecent({ state: 'error', message: userMessage(error) }),
      );
    }
    return () => controller.abort();
  }, [custid, bookerid]);

  const next = current.state === 'ready' ? nextTrip(current.value, new Date()) : undefined;
  const others = current.state === 'ready' ? current.value.filter((b) => b !== next) : [];
  const home = places?.find((p) => p.Category.toLowerCase() === 'home');
  const work = places?.find((p) => p.Category.toLowerCase() === 'work');
  // Each section's size depends on its answer (Book again, Book home, the next trip, the latest bookings): the
  // page shows them together once the first answers are in, so none pushes another down as it arrives (layout
  // shift <= 0.02); the calls take a few milliseconds.
  const sectionsIn = current.state !== 'loading' && places !== null && (bookerid <= 0 || recent.state !== 'loading');
  const name = profile ? profileName(profile) || profile.Email : '';
  const goTo = (place: Place) => {
    startBookingTo(place);
    navigate(paths.booking());
  };

  const repeat = (booking: BookingView) => {
    startBookingFrom(booking, false);
    navigate(paths.booking());
  };

  return (
    <PageLayout title={t`Dashboard`} intro={sectionsIn && profile ? t`Welcome back, ${name}.` : undefined}>
      {!sectionsIn && (
        <Skeleton label={t`Loading your dashboard`}>
          <SkeletonText lines={1} />
          <SkeletonCard lines={1} />
          <SkeletonCard lines={3} />
        </Skeleton>
      )}

      {sectionsIn && (
        <>
          {current.state === 'ready' && (
            <SummaryCards
              label={t`At a glance`}
              cards={[
                { id: 'upcoming', label: t`Upcoming rides`, value: current.value.length },
                { id: 'next', label: t`Next ride`, value: next ? pickupText(next) : t`None booked` },
                { id: 'places', label: t`Saved places`, value: places?.length ?? 0 },
              ]}
            />
          )}
          <section className={css.section} aria-labelledby="quick-heading">
            <h2 id="quick-heading">{t`Quick actions`}</h2>
            <div className={css.quickActions}>
              <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
                {t`Book a ride`}
              </Link>
              {next && (
                <Button variant="secondary" onPress={() => repeat(next)}>
                  {t`Book again`}
                </Button>
              )}
              {home && (
                <Button variant="secondary" onPress={() => goTo(home)}>
                  {t`Book home`}
                </Button>
              )}
              {work && (
                <Button variant="secondary" onPress={() => goTo(work)}>
                  {t`Book work`}
                </Button>
              )}
              <Link className={buttonStyle({ variant: 'secondary' })} to="/bookinghistory.html">
                {t`My bookings`}
              </Link>
            </div>
            {!home && !work && (
              <p className={css.muted}>{t`Save your home and work in My places to book them with one press.`}</p>
            )}
          </section>

          <section className={css.section} aria-labelledby="next-heading">
            <h2 id="next-heading">{t`Next trip`}</h2>
            {current.state === 'error' && <p role="alert">{current.message}</p>}
            {current.state === 'ready' && !next && (
              <EmptyState
                title={t`No trip coming up`}
                headingLevel={3}
                action={
                  <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
                    {t`Book a ride`}
                  </Link>
                }
              >
                {t`Book your next ride and it shows here, with its driver once on the way.`}
              </EmptyState>
            )}
            {next && (
              <div className={css.card}>
                <div className={css.headingRow}>
                  <h3>
                    <Link to={bookingPaths.detail(next.JobId)}>
                      {next.Bref} · {pickupText(next)}
                    </Link>
                  </h3>
                  <BookingStatus booking={next} />
                </div>
                <p>{t`${next.PickUp} to ${next.PickDown}`}</p>
                <BookingActions booking={next} canManage compact onChanged={() => load()} />
              </div>
            )}
          </section>

          {others.length > 0 && (
            <section className={css.section} aria-labelledby="current-heading">
              <h2 id="current-heading">{t`Current bookings`}</h2>
              <ul className={css.list}>
                {others.slice(0, 5).map((booking) => (
                  <BookingRow
                    key={booking.JobId}
                    booking={booking}
                    showPassenger={bookerid > 0}
                    onChanged={() => load()}
                  />
                ))}
              </ul>
              {others.length > 5 && <Link to="/bookinghistory.html">{t`See all my bookings`}</Link>}
            </section>
          )}

          {bookerid > 0 && (
            <section className={css.section} aria-labelledby="booker-heading">
              <h2 id="booker-heading">{t`Your company bookings`}</h2>
              <h3>{t`Recent bookings`}</h3>
              {recent.state === 'error' && <p role="alert">{recent.message}</p>}
              {recent.state === 'ready' && recent.value.length === 0 && (
                <EmptyState
                  title={t`No bookings for others yet`}
                  headingLevel={3}
                  action={
                    <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
                      {t`Book a ride`}
                    </Link>
                  }
                >
                  {t`You have not booked for anyone in the last 3 months.`}
                </EmptyState>
              )}
              {recent.state === 'ready' && recent.value.length > 0 && (
                <Suspense
                  fallback={
                    <Skeleton label={t`Loading your latest bookings`}>
                      <SkeletonCard lines={3} />
                    </Skeleton>
                  }
                >
                  <RecentBookingsTable bookings={recent.value} onRepeat={repeat} />
                </Suspense>
              )}
              <p>
                <Link to="/bookinghistory.html">{t`Bookings I made`}</Link>{' '}
                {t`(My bookings lists them all, by passenger)`}
              </p>
              {bookerArea}
            </section>
          )}
        </>
      )}
    </PageLayout>
  );
}
