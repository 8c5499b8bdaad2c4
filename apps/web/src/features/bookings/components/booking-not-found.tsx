import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { PageLayout } from '@cabkit/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';

/** "Booking not found": nothing of any booking, and the ways on (docs/behaviour/bookings.md). */
export function BookingNotFound({ message, listLink = false }: { message?: string; listLink?: boolean }) {
  useLanguage();
  return (
    <PageLayout title={t`Booking not found`} width="reading">
      <p role="alert">{message ?? 'We could not find this booking. Check the link or the booking code.'}</p>
      <p>
        {listLink && (
          <>
            <Link to="/bookinghistory.html">{t`See my bookings`}</Link>
            {' · '}
          </>
        )}
        <Link to="/bookinginfo.html">{t`Find a booking by its code`}</Link>
        {' · '}
        <Link to={paths.booking()}>{t`Make a booking`}</Link>
      </p>
    </PageLayout>
  );
}
