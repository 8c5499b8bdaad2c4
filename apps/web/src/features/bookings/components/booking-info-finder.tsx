import { bookingActions, statusLabel } from '@cabkit/domain';
import { Button, buttonStyle, StatusBadge, TextField } from '@cabkit/ui';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/router';
import { useSnapshot } from 'valtio';
import { isApiError, userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { configState } from '../../../state/config';
import { type BookingView, getBookingInfo } from '../api/get-booking-info';
import { bookingPaths } from './booking-actions';
import { JourneyFacts } from './booking-facts';
import * as css from './bookings.css';

const NOT_FOUND = 'Booking not found. Check the code in your confirmation e-mail and try again.';

/**
 * Booking Info (`/bookinginfo`, also `/payment`): anyone with a booking's code (from the confirmation e-mail or
 * ticket link) finds it (POST /api/bookinginfo) and reaches its ticket, payment and tracking.
 */
export function BookingInfoFinder({ heading = 'Find your booking' }: { heading?: string }) {
  const config = useSnapshot(configState);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<BookingView | null>(null);

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = code.trim();
    if (!text) {
      setError('Booking code is required');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const booking = await getBookingInfo(text);
      setFound(booking);
      if (!booking) setError(NOT_FOUND);
    } catch (failure) {
      setFound(null);
      setError(isApiError(failure) && failure.status >= 400 && failure.status < 500 ? NOT_FOUND : userMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const actions = found ? bookingActions(found, config.canCancelBooking) : null;
  return (
    <div className={css.page}>
      <h1>{heading}</h1>
      <p>Enter the booking code from your confirmation e-mail or ticket link. No account needed.</p>
      <form className={css.form} onSubmit={find} noValidate aria-label="Find a booking">
        <TextField
          label="Booking code"
          value={code}
          onChange={setCode}
          isRequired
          autoComplete="off"
          isInvalid={error !== ''}
        />
        {error && (
          <p role="alert" id="finder-error">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" isPending={busy}>
            Find booking
          </Button>
        </div>
      </form>
      {found && actions && (
        <section className={css.card} aria-labelledby="found-heading">
          <div className={css.headingRow}>
            <h2 id="found-heading">Booking {found.Bref}</h2>
            <StatusBadge
              {...statusLabel(found.Status, actions.pay)}
              status={found.Status}
              note={actions.pay ? 'Not paid' : undefined}
            />
          </div>
          <JourneyFacts booking={found} />
          <div className={css.actions}>
            <Link
              className={buttonStyle({ variant: actions.pay ? 'primary' : 'secondary' })}
              to={paths.ticket(found.TrackingCode)}
            >
              {actions.pay ? 'Open the ticket to pay' : 'Open the ticket'}
            </Link>
            {actions.track && (
              <Link className={buttonStyle({ variant: 'primary' })} to={bookingPaths.tracking(found.TrackingCode)}>
                Track my driver
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
