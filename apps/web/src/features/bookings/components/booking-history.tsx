import { BOOKING_TABS, type BookingTab, currentBookingTab, HISTORY_RANGES, pageCount, pageOf } from '@cabkit/domain';
import { buttonStyle, NativeSelect, PageLayout, Tabs } from '@cabkit/ui';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n, useLanguage } from '../../../i18n/language';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { useRouteAnswers } from '../../../api/route-answers';
import { paths } from '../../../app/paths';
import { sessionState } from '../../../state/session';
import type { Answered } from '../../../api/client';
import {
  getCurrentBookings,
  getJourneyHistory,
  loadedCurrentBookings,
  loadedJourneyHistory,
} from '../api/bookings-api';
import type { BookingView } from '../api/get-booking-info';
import { BookingRow } from './booking-row';
import * as css from './bookings.css';

// An empty tab, a list loading again and paging show after a change of tab, period or passenger, for an account
// with no bookings or for more than a page of them: their code loads then, not with the page's first list, which
// stays within its byte ceiling.
const EmptyState = lazy(() => import('@cabkit/ui/EmptyState').then((m) => ({ default: m.EmptyState })));
const ListSkeleton = lazy(() => import('./list-skeleton').then((m) => ({ default: m.ListSkeleton })));
const Pagination = lazy(() => import('@cabkit/ui/Pagination').then((m) => ({ default: m.Pagination })));

/** What stands in for an empty state or a skeleton for the moment its code loads. */
const loadingBox = <div className={css.section} aria-busy="true" />;

type Range = 0 | 3 | 6 | 12;
type ListLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; bookings: BookingView[] };

/** What an empty tab says. */
const emptyText: Record<BookingTab, MessageDescriptor> = {
  today: msg`No trips today`,
  inprogress: msg`No trip under way`,
  pending: msg`No upcoming trips`,
  history: msg`No past trips in this period`,
};

/** Each tab's name (the domain's en-GB label, worded by the catalogue). */
const tabNames: Record<BookingTab, MessageDescriptor> = {
  today: msg`Today`,
  inprogress: msg`On the way`,
  pending: msg`Upcoming`,
  history: msg`Past trips`,
};

/** Each period of past trips by its months (0: all). */
const rangeNames: Record<Range, MessageDescriptor> = {
  3: msg`Past 3 months`,
  6: msg`Past 6 months`,
  12: msg`Past 12 months`,
  0: msg`All`,
};

/** The passengers a booker booked for, each once, in name order (the Passenger filter's choices). */
function passengersOf(lists: readonly ListLoad[]): string[] {
  const names = new Set<string>();
  for (const list of lists) {
    if (list.state !== 'ready') continue;
    for (const booking of list.bookings) if (booking.Name.trim()) names.add(booking.Name.trim());
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

function listLoadOf(answered: Answered<BookingView[]> | undefined): ListLoad {
  if (!answered) return { state: 'loading' };
  return answered.ok
    ? { state: 'ready', bookings: answered.answer }
    : { state: 'error', message: userMessage(answered.error) };
}

/** The first tab with a booking in it (today, on the way, upcoming), else the past trips. */
function firstTab(bookings: readonly BookingView[], now = new Date()): BookingTab {
  const first = (['today', 'inprogress', 'pending'] as const).find((t) =>
    bookings.some((b) => currentBookingTab(b.Status, b.Time, now) === t),
  );
  return first ?? 'history';
}

/** The Passenger filter's value for every passenger (a passenger's is `p:` and the name, so no name can clash). */
const ALL_PASSENGERS = 'all';

/** The list of one tab: 5 a page, paging, an empty state with the next step. */
function TabList({
  tab,
  bookings,
  showPassenger,
  onChanged,
}: {
  tab: BookingTab;
  bookings: BookingView[];
  showPassenger: boolean;
  onChanged: () => Promise<void>;
}) {
  useLanguage();
  const [page, setPage] = useState(1);
  const pages = pageCount(bookings.length);
  const tabName = i18n._(tabNames[tab]);
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  if (bookings.length === 0) {
    return (
      <Suspense fallback={loadingBox}>
        <EmptyState
          title={i18n._(emptyText[tab])}
          action={
            <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
              {t`Book a ride`}
            </Link>
          }
        >
          {tab === 'history'
            ? t`Choose a longer period, or book your next ride.`
            : t`Your next ride is a few taps away.`}
        </EmptyState>
      </Suspense>
    );
  }
  return (
    <div className={css.section}>
      <p className={css.muted}>{plural(bookings.length, { one: '# booking', other: '# bookings' })}</p>
      <ul className={css.list}>
        {pageOf(bookings, page).map((booking) => (
          <BookingRow key={booking.JobId} booking={booking} showPassenger={showPassenger} onChanged={onChanged} />
        ))}
      </ul>
      {pages > 1 && (
        <Suspense fallback={null}>
          <Pagination page={page} pageCount={pages} onPageChange={setPage} label={t`Pages of ${tabName} bookings`} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * My bookings (`/bookinghistory`): today, on the way, upcoming (current bookings) and past trips (journey
 * history, past 3, 6, 12 months or all), 5 a page. A booker sees the bookings they made, with the passenger.
 */
export function BookingHistory() {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const custid = profile?.Id ?? 0;
  const bookerid = profile?.BookerId ?? 0;
  const [range, setRange] = useState<Range>(3);
  // The lists the page's route loader read, if it did: not asked again.
  const answers = useRouteAnswers();
  const [current, setCurrent] = useState<ListLoad>(() =>
    listLoadOf(custid > 0 ? loadedCurrentBookings(answers, { custid, bookerid }) : undefined),
  );
  const [past, setPast] = useState<ListLoad>(() =>
    listLoadOf(custid > 0 ? loadedJourneyHistory(answers, { custid, bookerid }, 3) : undefined),
  );
  const loadedFor = useRef({
    current: current.state === 'ready' ? `${custid} ${bookerid}` : '',
    past: past.state === 'ready' ? `${custid} ${bookerid} 3` : '',
  });
  // The first visit opens the first tab that has something in it (at once when the list was drawn with the page).
  const [tab, setTab] = useState<BookingTab>(() => (current.state === 'ready' ? firstTab(current.bookings) : 'today'));
  const [chosen, setChosen] = useState(current.state === 'ready');
  const [passenger, setPassenger] = useState(ALL_PASSENGERS);

  const loadCurrent = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const bookings = await getCurrentBookings({ custid, bookerid }, signal);
        if (!signal?.aborted) setCurrent({ state: 'ready', bookings });
      } catch (error) {
        if (!signal?.aborted) setCurrent({ state: 'error', message: userMessage(error) });
      }
    },
    [custid, bookerid],
  );

  const loadPast = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const bookings = await getJourneyHistory({ custid, bookerid }, range, signal);
        if (!signal?.aborted) setPast({ state: 'ready', bookings });
      } catch (error) {
        if (!signal?.aborted) setPast({ state: 'error', message: userMessage(error) });
      }
    },
    [custid, bookerid, range],
  );

  useEffect(() => {
    if (!custid || loadedFor.current.current === `${custid} ${bookerid}`) return;
    loadedFor.current.current = '';
    const controller = new AbortController();
    setCurrent({ state: 'loading' });
    void loadCurrent(controller.signal);
    return () => controller.abort();
  }, [custid, bookerid, loadCurrent]);

  useEffect(() => {
    if (!custid || loadedFor.current.past === `${custid} ${bookerid} ${range}`) return;
    loadedFor.current.past = '';
    const controller = new AbortController();
    setPast({ state: 'loading' });
    void loadPast(controller.signal);
    return () => controller.abort();
  }, [custid, bookerid, range, loadPast]);

  useEffect(() => {
    if (chosen || current.state !== 'ready') return;
    setTab(firstTab(current.bookings));
    setChosen(true);
  }, [chosen, current]);

  const reloadAll = async () => {
    await Promise.all([loadCurrent(), loadPast()]);
  };

  const now = new Date();
  const forPassenger = (b: BookingView) => passenger === ALL_PASSENGERS || `p:${b.Name.trim()}` === passenger;
  const listOf = (t: BookingTab): ListLoad => {
    if (t === 'history') {
      return past.state === 'ready' ? { state: 'ready', bookings: past.bookings.filter(forPassenger) } : past;
    }
    if (current.state !== 'ready') return current;
    return {
      state: 'ready',
      bookings: current.bookings.filter((b) => currentBookingTab(b.Status, b.Time, now) === t && forPassenger(b)),
    };
  };
  const passengers = bookerid > 0 ? passengersOf([current, past]) : [];
  const countOf = (t: BookingTab) => {
    const list = listOf(t);
    return list.state === 'ready' ? ` (${list.bookings.length})` : '';
  };

  return (
    <PageLayout
      title={t`My bookings`}
      intro={bookerid > 0 ? t`The bookings you made, with the passenger of each.` : undefined}
      width="regular"
    >
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setChosen(true);
          setTab(value as BookingTab);
        }}
      >
        <div className={css.filterBar}>
          <Tabs.List aria-label={t`Bookings`}>
            {BOOKING_TABS.map(({ tab: shown, id }) => (
              <Tabs.Trigger key={shown} value={shown} id={id}>
                {i18n._(tabNames[shown])}
                {countOf(shown)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {bookerid > 0 && (
            <NativeSelect
              label={t`Passenger`}
              items={[
                { id: ALL_PASSENGERS, label: t`All passengers` },
                ...passengers.map((name) => ({ id: `p:${name}`, label: name })),
              ]}
              value={passenger}
              onChange={setPassenger}
            />
          )}
          {tab === 'history' && (
            <NativeSelect
              label={t`Period`}
              items={HISTORY_RANGES.map((r) => ({ id: String(r.months), label: i18n._(rangeNames[r.months]) }))}
              value={String(range)}
              onChange={(id) => setRange(Number(id) as Range)}
            />
          )}
        </div>
        {BOOKING_TABS.map(({ tab: t }) => {
          const list = listOf(t);
          return (
            <Tabs.Content key={t} value={t}>
              {list.state === 'loading' && (
                <Suspense fallback={loadingBox}>
                  <ListSkeleton />
                </Suspense>
              )}
              {list.state === 'error' && <p role="alert">{list.message}</p>}
              {list.state === 'ready' && (
                <TabList
                  key={`${t === 'history' ? `history-${range}` : t}-${passenger}`}
                  tab={t}
                  bookings={list.bookings}
                  showPassenger={bookerid > 0}
                  onChanged={reloadAll}
                />
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </PageLayout>
  );
}
