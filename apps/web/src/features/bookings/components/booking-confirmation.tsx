import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { bookingActions, bookingCancelledMessage, statusKind } from '@cabkit/domain';
import { Button, PageLayout } from '@cabkit/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { configState } from '../../../state/config';
import { sessionState } from '../../../state/session';
import { getBookingDetails } from '../api/bookings-api';
import { type BookingView, getBookingInfo } from '../api/get-booking-info';
import { useBooking } from '../state/use-booking';
import { BookingActions } from './booking-actions';
import { bookingCalendar } from './calendar-file';
import { BookingBody } from './booking-detail';
import { BookingStatus } from './booking-status';
import { ConfirmationSkeleton } from './confirmation-skeleton';
import { BookingNotFound } from './booking-not-found';
import * as page from './booking-page.css';
import * as css from './bookings.css';

/** What the ticket says at the top: cancelled, waiting for payment, or confirmed (never confirmed when not). */
export function ticketHeadline(booking: BookingView, canCancelBooking: boolean): { title: string; text: string } {
  const reference = booking.Bref;
  if (statusKind(booking.Status) === 'cancelled') {
    return { title: t`Booking cancelled`, text: bookingCancelledMessage(booking.Bref) };
  }
  if (bookingActions(booking, canCancelBooking).pay) {
    return {
      title: t`Booking not paid yet`,
      text: t`Booking ${reference} is saved but not paid. Pay now to confirm it.`,
    };
  }
  const name = booking.Name;
  return { title: t`Booking confirmed`, text: t`Thank you, ${name}. Your booking is confirmed.` };
}

/**
 * Where a calendar entry links back to: for the signed-in owner the booking's detail page (it asks for sign-in),
 * for anyone else the page that asks for the booking code. Never the tracking code itself: a calendar entry is
 * seen by whoever the calendar is shared with, and the code gives the whole booking.
 */
function calendarLink(booking: Pick<BookingView, 'JobId'>, owner: boolean, origin: string): string {
  return owner && booking.JobId > 0
    ? `${origin}${paths.bookingdetail(booking.JobId)}`
    : `${origin}${paths.bookinginfo()}`;
}

/** Saves the booking as an .ics calendar file. */
function downloadCalendar(booking: BookingView, company: string, owner: boolean): void {
  const file = bookingCalendar(booking, company, calendarLink(booking, owner, window.location.origin), new Date());
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${booking.Bref}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The confirmation ticket (`/confirmed/{code}`, `/ticket/{code}`): the booking as the server has it now, its
 * status told truthfully, Add to calendar and Print; the signed-in owner gets the detail page's actions, anyone
 * holding the code may pay an unpaid booking and have its receipt sent again.
 */
export function BookingConfirmation({ code }: { code: string }) {
  useLanguage();
  const config = useSnapshot(configState);
  const { profile } = useSnapshot(sessionState);
  const { load, reload } = useBooking(code, (signal) => getBookingInfo(code, signal));
  const booking = load.state === 'ready' ? load.booking : undefined;
  const [owner, setOwner] = useState(false);
  const jobId = booking?.JobId ?? 0;

  // The signed-in owner is whoever the server lets read the booking by its id.
  useEffect(() => {
    setOwner(false);
    if (!profile || !jobId) return;
    const controller = new AbortController();
    getBookingDetails(jobId, controller.signal).then(
      (found) => !controller.signal.aborted && setOwner(found !== null),
      () => undefined,
    );
    return () => controller.abort();
  }, [profile, jobId]);

  if (load.state === 'loading') return <ConfirmationSkeleton />;
  if (load.state === 'missing') return <BookingNotFound />;
  if (load.state === 'error') return <BookingNotFound message={load.message} />;
  const shown = load.booking;
  const headline = ticketHeadline(shown, config.canCancelBooking);
  const canAddToCalendar = statusKind(shown.Status) !== 'cancelled' && shown.Time.toUpperCase() !== 'ASAP';
  return (
    <PageLayout title={<span id="confirmed-heading">{headline.title}</span>} intro={headline.text} width="reading">
      <article className={page.ticketCard} aria-labelledby="confirmed-heading" data-print="ticket">
        <div>
          <BookingStatus booking={shown} />
        </div>
        {/* One primary action: track, else pay, else Add to calendar; Print and the rest are secondary. */}
        <BookingActions
          booking={shown}
          canManage={owner}
          ticketCode={code}
          onChanged={reload}
          pageActions={(primaryTaken) => (
            <>
              {canAddToCalendar && (
                <Button
                  variant={primaryTaken ? 'secondary' : 'primary'}
                  onPress={() => downloadCalendar(shown, config.title, owner)}
                >
                  {t`Add to calendar`}
                </Button>
              )}
              <Button variant="secondary" onPress={() => window.print()}>
                {t`Print`}
              </Button>
            </>
          )}
        />
        <BookingBody booking={shown} driver={null} />
        <p className={css.noPrint}>
          {owner && (
            <>
              <Link to={paths.bookingdetail(shown.JobId)}>{t`Booking details`}</Link>
              {' · '}
            </>
          )}
          <Link to={paths.booking()}>{t`Make another booking`}</Link>
        </p>
      </article>
    </PageLayout>
  );
}
