import { t } from '@lingui/core/macro';
import { useSnapshot } from 'valtio';
import { useWhen } from '../../../i18n/formats';
import { flightRequestFields } from '../../flights';
import { flightText } from '../../../lib/flight-text';
import { bookingState } from '../../../state/booking';

/**
 * The journey summary's flight rows: the flight (and return flight) the booking will carry, in the ticket's
 * words (docs/behaviour/flights.md#flight-required). Loaded only once a flight number is typed, so /booking's first
 * screen stays as small as it was.
 */
export function FlightSummaryRows() {
  const when = useWhen();
  // The flight the booking will carry (docs/behaviour/flights.md#flight-required), as the ticket will show it.
  const flights = flightRequestFields(useSnapshot(bookingState) as typeof bookingState);
  return (
    <>
      {flights.flightno && (
        <>
          <dt>{t`Flight`}</dt>
          <dd>{flightText(flights.flightno, flights.flightfrom, flights.flightlandingtime, when)}</dd>
        </>
      )}
      {flights.returnflightno && (
        <>
          <dt>{t`Return flight`}</dt>
          <dd>{flightText(flights.returnflightno, flights.returnflightfrom, '')}</dd>
        </>
      )}
    </>
  );
}
