import { flightDialogTabs } from '@cabkit/domain/model';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { bookingState, emptyStoredFlight } from '../../../state/booking';
import { configState } from '../../../state/config';
import { useLanguage } from '../../../i18n/language';
import { layoutTemplate } from '@cabkit/domain/wizard';
import { clearFlights, flightUi, flightVariantFor, staleFlightTabs } from '../state/flight-model';

// The dialogs (Radix, the finder, the pickers) load only when one opens; the flight section only for airports.
const FlightDialogs = lazy(() => import('./flight-dialogs').then((m) => ({ default: m.FlightDialogs })));
const FlightSection = lazy(() => import('./flight-section').then((m) => ({ default: m.FlightSection })));

/** Props of `FlightsHost`. */
export interface FlightsHostProps {
  /** The layout template in use (its hint says whether flights are inline). */
  template: string;
  /** Carries the wizard on (Next, or Book now) once the step gate's flight dialog is done. */
  onContinue: () => void;
}

/**
 * Keeps the flight layout in step with the template and tenant (inline flights, dialog variant), clears the
 * flights when the quotation runs out (docs/behaviour/quotation.md#quote-expiry) or when they were recorded for another airport, and shows the
 * flight dialogs while one is open.
 */
export function FlightsHost({ template, onContinue }: FlightsHostProps) {
  const ui = useSnapshot(flightUi);
  const { deployment } = useSnapshot(configState);
  const { quoteExpired, pickup, dropoff, flight, returnFlight } = useSnapshot(bookingState);
  const inline = layoutTemplate(template).hints.flightInline;
  const variant = flightVariantFor(deployment);

  useEffect(() => {
    flightUi.inline = inline;
    flightUi.variant = variant;
  }, [inline, variant]);

  useEffect(() => {
    if (!quoteExpired) return;
    clearFlights(bookingState);
    flightUi.detailsTab = null;
    flightUi.finderTab = null;
    flightUi.continueWhenDone = false;
    flightUi.inlineChecked = false;
  }, [quoteExpired]);

  // A flight recorded for another airport than the pickup (or the return's drop-off) is cleared.
  const stale = staleFlightTabs({ pickup, dropoff, flight, returnFlight }).join(' ');
  useEffect(() => {
    if (stale.includes('outward')) bookingState.flight = emptyStoredFlight();
    if (stale.includes('return')) bookingState.returnFlight = emptyStoredFlight();
  }, [stale]);

  if (!ui.detailsTab && !ui.finderTab) return null;
  return (
    <Suspense fallback={null}>
      <FlightDialogs onContinue={onContinue} />
    </Suspense>
  );
}

/** The flights part of the journey step: shown (and loaded) only when the pickup, or a return's drop-off, is an airport. */
export function JourneyFlights() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  if (flightDialogTabs(booking).length === 0) return null;
  return (
    <Suspense fallback={<p role="status">{t`Loading flight details…`}</p>}>
      <FlightSection />
    </Suspense>
  );
}
