import {
  BOOKING_LOOKUP_CONTACT_REQUIRED,
  BOOKING_LOOKUP_NOT_FOUND,
  bookingActions,
  needsBookingContact,
  statusLabel,
} from '@cabkit/domain';
import { Button, buttonStyle, PageLayout, StatusBadge, TextField } from '@cabkit/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError, userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { useCanDrawMaps } from '../../../lib/maps';
import { configState } from '../../../state/config';
import { type BookingView, getBookingInfo } from '../api/get-booking-info';
import { bookingPaths } from './booking-actions';
import { JourneyFacts } from './booking-facts';
import * as css from './bookings.css';
import { MapFrame } from './map-frame';

const NOT_FOUND = 'Booking not found. Check the code in your confirmation e-mail and try again.';

/**
 * Booking Info (`/bookinginfo`, also `/payment`): anyone with a booking's code (the ticket link's), or its
 * reference (printed on the ticket and in the confirmation e-mail) with the e-mail address or phone number given
 * when booking, finds it (POST /api/bookinginfo): the journey on the map, and its ticket, payment and tracking.
 */
export function BookingInfoFinder({ heading = 'Find your booking' }: { heading?: string }) {
  const config = useSnapshot(configState);
  const canDrawMaps = useCanDrawMaps();
  const [code, setCode] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<BookingView | null>(null);

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = code.trim();
    if (!text) {
      setError('Booking reference is required');
      return;
    }
    if (needsBookingContact(text, contact)) {
      setError(BOOKING_LOOKUP_CONTACT_REQUIRED);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const booking = await getBookingInfo(text, undefined, contact.trim());
      setFound(booking);
      if (!booking) setError(NOT_FOUND);
    } catch (failure) {
      setFound(null);
      // Too many tries (429) says so in the server's words; any other refusal is "not found".
      const missing = isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 429;
      const notFound = contact.trim() ? BOOKING_LOOKUP_NOT_FOUND : NOT_FOUND;
      setError(missing ? notFound : userMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const actions = found ? bookingActions(found, config.canCancelBooking) : null;
  return (
    <PageLayout
      title={heading}
      width="reading"
      intro="Enter the booking reference from your ticket or confirmation e-mail with the e-mail address or phone number you gave when booking. No account needed."
    >
      <form className={css.form} onSubmit={find} noValidate aria-label="Find a booking">
        <TextField
          label="Booking reference or code"
          value={code}
          onChange={setCode}
          isRequired
          autoComplete="off"
          isInvalid={error !== ''}
        />
        <TextField
          label="E-mail address or phone number"
          description="The one given when booking. Not needed with the code from your ticket's link."
          value={contact}
          onChange={setContact}
          autoComplete="email"
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
          {/* Loaded once a booking is found, so none of the map is in the page's first load. */}
          {canDrawMaps && <MapFrame key={found.JobId} booking={found} driver={null} whenSeen={false} />}
          <div className={css.actions}>
            {/* One primary action: track while the trip can be followed, else the ticket to pay. */}
            <Link
              className={buttonStyle({ variant: actions.pay && !actions.track ? 'primary' : 'secondary' })}
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
    </PageLayout>
  );
}
