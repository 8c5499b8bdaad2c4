import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { formatDateTime, formatMoney } from '../../../lib/money';
import { type BookingView, getBookingInfo } from '../api/get-booking-info';
import * as css from './bookings.css';
import { canDrawMaps } from '../../../lib/maps';

// The map (and MapLibre) loads only once the booking has been read; never with the first screen.
const TicketMap = lazy(() => import('./ticket-map').then((m) => ({ default: m.TicketMap })));

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'missing' }
  | { state: 'ready'; booking: BookingView };

/** A flight as the ticket shows it: number, where from, and when it lands when known. */
function flightText(number: string, from: string, landing: string): string {
  const landsAt = landing && !Number.isNaN(Date.parse(landing)) ? `, landing ${formatDateTime(landing)}` : '';
  return `${number}${from ? ` from ${from}` : ''}${landsAt}`;
}

/** The confirmation ticket: the booking as the server stored it (reference, route, time, vehicle, fare). */
export function BookingConfirmation({ code }: { code: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!code) {
      setLoad({ state: 'missing' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getBookingInfo(code, controller.signal).then(
      (booking) => setLoad(booking ? { state: 'ready', booking } : { state: 'missing' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: userMessage(error) });
      },
    );
    return () => controller.abort();
  }, [code]);

  if (load.state === 'loading') return <p role="status">Loading your booking…</p>;
  if (load.state === 'missing' || load.state === 'error') {
    return (
      <div>
        <h1>Booking not found</h1>
        <p role="alert">{load.state === 'error' ? load.message : 'We could not find this booking.'}</p>
        <Link to={paths.booking()}>Make a booking</Link>
      </div>
    );
  }
  const { booking } = load;
  const when =
    booking.PickUpType.toLowerCase() === 'now' || booking.Time.toUpperCase() === 'ASAP'
      ? 'ASAP'
      : formatDateTime(booking.Time);
  return (
    <article className={css.ticket} aria-labelledby="confirmed-heading">
      <h1 id="confirmed-heading">Booking confirmed</h1>
      <p>Thank you, {booking.Name}. Your booking is confirmed.</p>
      <dl className={css.details}>
        <dt>Reference</dt>
        <dd data-testid="booking-reference">{booking.Bref}</dd>
        {booking.ReturnRef && (
          <>
            <dt>Return reference</dt>
            <dd>{booking.ReturnRef}</dd>
          </>
        )}
        <dt>From</dt>
        <dd>{booking.PickUp}</dd>
        {booking.ViaAddress.map((stop, index) => (
          <div key={index} className={css.contents}>
            <dt>Via {index + 1}</dt>
            <dd>{stop.Address}</dd>
          </div>
        ))}
        <dt>To</dt>
        <dd>{booking.PickDown}</dd>
        <dt>Pickup time</dt>
        <dd>{when}</dd>
        {booking.ReturnDate && (
          <>
            <dt>Return time</dt>
            <dd>{formatDateTime(booking.ReturnDate)}</dd>
          </>
        )}
        {booking.FlightNo && (
          <>
            <dt>Flight</dt>
            <dd>{flightText(booking.FlightNo, booking.FlightFrom, booking.FlightLandingTime)}</dd>
          </>
        )}
        {booking.ReturnFlightNo && (
          <>
            <dt>Return flight</dt>
            <dd>{flightText(booking.ReturnFlightNo, booking.ReturnFlightFrom, '')}</dd>
          </>
        )}
        <dt>Vehicle</dt>
        <dd>{booking.Vehicle}</dd>
        <dt>Payment</dt>
        <dd>
          {booking.PaymentType.charAt(0).toUpperCase() + booking.PaymentType.slice(1)}
          {booking.IsPaid && booking.PaymentType !== 'cash' ? ' (paid)' : ''}
        </dd>
        <dt>Fare</dt>
        <dd>{formatMoney(booking.TotalFare, booking.CurrencyCode)}</dd>
      </dl>
      {canDrawMaps() && (
        <div className={css.mapFrame}>
          <Suspense fallback={<p role="status">Loading map…</p>}>
            <TicketMap booking={booking} />
          </Suspense>
        </div>
      )}
      <Link to={paths.booking()}>Make another booking</Link>
    </article>
  );
}
