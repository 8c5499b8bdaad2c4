import { bookingActions, statusLabel } from '@cabkit/domain';
import { buttonStyle, PageLayout, StatusBadge } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { useCanDrawMaps } from '../../../lib/maps';
import { configState } from '../../../state/config';
import { useBookingLookup } from '../state/use-booking-lookup';
import { bookingPaths } from './booking-actions';
import { JourneyFacts } from './booking-facts';
import { BookingLookupForm } from './booking-lookup-form';
import * as css from './bookings.css';
import { MapFrame } from './map-frame';

/**
 * Booking Info (`/bookinginfo`): anyone with a booking's code (the ticket link's), or its
 * reference (printed on the ticket and in the confirmation e-mail) with the e-mail address or phone number given
 * when booking, finds it (POST /api/bookinginfo): the journey on the map, and its ticket, payment and tracking.
 */
export function BookingInfoFinder() {
  useLanguage();
  const config = useSnapshot(configState);
  const canDrawMaps = useCanDrawMaps();
  const lookup = useBookingLookup();
  const { found } = lookup;

  const actions = found ? bookingActions(found, config.canCancelBooking) : null;
  return (
    <PageLayout
      title={t`Find your booking`}
      width="reading"
      intro={t`Enter the booking reference from your ticket or confirmation e-mail with the e-mail address or phone number you gave when booking. No account needed.`}
    >
      <BookingLookupForm lookup={lookup} className={css.form} />
      {found && actions && (
        <section className={css.card} aria-labelledby="found-heading">
          <div className={css.headingRow}>
            <h2 id="found-heading">{t`Booking ${found.Bref}`}</h2>
            <StatusBadge
              {...statusLabel(found.Status, actions.pay)}
              status={found.Status}
              note={actions.pay ? t`Not paid` : undefined}
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
              {actions.pay ? t`Open the ticket to pay` : t`Open the ticket`}
            </Link>
            {actions.track && (
              <Link className={buttonStyle({ variant: 'primary' })} to={bookingPaths.tracking(found.TrackingCode)}>
                {t`Track my driver`}
              </Link>
            )}
          </div>
        </section>
      )}
    </PageLayout>
  );
}
