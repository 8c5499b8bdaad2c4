import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { visuallyHidden } from '@cabkit/ui/theme';
import { lazy, memo, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../../i18n/formats';
import { bookingState } from '../../../state/booking';
import { PromoDiscount, WithPayableFare } from '../../extras/fare';
import { placeText } from '../../../state/place-text';
import { vehiclesState } from '../../../state/vehicles';
import * as css from './booking.css';
import { FareTerms } from './fare-terms';

// The flight rows load once a flight is given (most journeys have none).
const FlightSummaryRows = lazy(() => import('./flight-summary').then((m) => ({ default: m.FlightSummaryRows })));

// The total in the visitor's display currency, with what is charged beside it, loads with the first fare.
const ConvertedFare = lazy(() => import('../../../i18n/converted-fare'));

// The quote's countdown (and its expiry timer) loads with the first quotation.
const QuoteCountdown = lazy(() => import('./quote-countdown').then((m) => ({ default: m.QuoteCountdown })));

/**
 * The journey so far and its fare; the fare is announced politely as it changes. Memoised: it reads the booking for
 * itself, and the wizard beside it draws again for changes the summary does not show.
 */
export const FareSummary = memo(function FareSummary() {
  useLanguage();
  const money = useMoney();
  const booking = useSnapshot(bookingState);
  const vehicles = useSnapshot(vehiclesState);
  const quote = booking.quote;
  const vehicle = vehicles.types.find((type) => type.Id === booking.vehicleId);
  const fareError = booking.quoteError?.field === 'fare' ? booking.quoteError.message : booking.errors.fare;
  return (
    <aside className={css.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={css.sectionHeading}>
        {t`Your journey`}
      </h2>
      <dl className={css.details}>
        <dt>{t`From`}</dt>
        <dd>{booking.pickup ? placeText(booking.pickup) : t`Not chosen yet`}</dd>
        {booking.via.map((stop, index) =>
          stop ? (
            <div key={index} style={{ display: 'contents' }}>
              <dt>{t`Via ${index + 1}`}</dt>
              <dd>{placeText(stop)}</dd>
            </div>
          ) : null,
        )}
        <dt>{t`To`}</dt>
        <dd>{booking.dropoff ? placeText(booking.dropoff) : t`Not chosen yet`}</dd>
        {(booking.flight.Number || booking.returnFlight.Number) && (
          <Suspense fallback={null}>
            <FlightSummaryRows />
          </Suspense>
        )}
        <dt>{t`Vehicle`}</dt>
        <dd>{vehicle?.Name ?? t`Not chosen yet`}</dd>
      </dl>
      {/* The fare's parts load with the first fare: the first view has none. */}
      {(quote || booking.promoId > 0) && (
        <Suspense fallback={null}>
          <PromoDiscount />
        </Suspense>
      )}
      <p className={css.muted}>{t`Total fare`}</p>
      <output aria-label={t`Total fare`} aria-live="polite" className={css.fare}>
        {quote ? (
          <Suspense fallback={money(quote.TotalFare, quote.CurrencyCode)}>
            <WithPayableFare>
              {(payable) => (
                <Suspense fallback={money(payable ?? quote.TotalFare, quote.CurrencyCode)}>
                  <ConvertedFare amount={payable ?? quote.TotalFare} currency={quote.CurrencyCode} />
                </Suspense>
              )}
            </WithPayableFare>
          </Suspense>
        ) : (
          '—'
        )}
      </output>
      <FareTerms terms={quote?.Terms} />
      {quote?.ExpiresAt && (
        <Suspense fallback={null}>
          <QuoteCountdown />
        </Suspense>
      )}
      {booking.quoteLoading && (
        <p className={css.muted} role="status">
          {t`Updating the fare…`}
        </p>
      )}
      {fareError && (
        <p className={css.alert} role="alert">
          <span className={visuallyHidden}>{t`Error:`}</span> {fareError}
        </p>
      )}
    </aside>
  );
});
