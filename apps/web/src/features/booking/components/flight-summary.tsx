import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import type { FlightRequestFields } from '../../flights';
import { flightText } from '../../../lib/flight-text';

/**
 * The journey summary's flight rows: the flight (and return flight) the booking will carry, in the ticket's
 * words (docs/behaviour/flights.md#flight-required). Loaded only once a flight is given, so /booking's first
 * screen stays as small as it was.
 */
export function FlightSummaryRows({ flights }: { flights: FlightRequestFields }) {
  useLanguage();
  return (
    <>
      {flights.flightno && (
        <>
          <dt>{t`Flight`}</dt>
          <dd>{flightText(flights.flightno, flights.flightfrom, flights.flightlandingtime)}</dd>
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
