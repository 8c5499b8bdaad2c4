import { defaultPaymentMethod } from '@cabkit/domain/payment';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { connectionAllowsPrefetch, onFirstIntent } from '../../../lib/intent';
import { bookingState } from '../../../state/booking';
import { afterHydration } from '../../../state/hydration';
import { sessionState } from '../../../state/session';
import { configState } from '../../../state/config';
import { requote } from '../../../state/requote';
import { loadVehicleTypes } from '../../../state/vehicles';
import { prefetchBookingExtras, prefetchFareParts } from '../../extras/fare';
import { isTemplateName, templateHints, templateSteps } from '../state/steps';

let laterStepsLoading = false;

/**
 * Fetches the later steps' code (vehicle, contact, payment, extras, the last step's bar, the step checks) once, so no
 * step waits on the network when Continue is pressed. Called on intent: the first use of the page (connection
 * permitting), and the hover or focus of Continue.
 */
export function prefetchLaterSteps(): void {
  if (laterStepsLoading) return;
  laterStepsLoading = true;
  void import('./vehicle-section');
  void import('./contact-section');
  void import('./payment-section');
  void import('./book-now-bar');
  void prefetchBookingExtras();
  void import('../state/validate');
}

/**
 * The wizard's start-up: resolves the layout template (the tenant's, or `?template=` for review) into its steps
 * and hints, watches the session (sign-in and sign-out change who books: docs/behaviour/people.md#post-sign-in's post-sign-in chain), loads the
 * vehicle types and the first quotation, prefetches the later steps' code on intent, and picks the tenant's default payment
 * method once the configuration is in.
 */
export function useWizardStart() {
  const config = useSnapshot(configState);
  const [search] = useSearchParams();
  const requested = search.get('template') ?? '';
  const template = isTemplateName(requested) ? requested.trim().toLowerCase() : config.layoutTemplate;
  const steps = useMemo(() => templateSteps(template), [template]);

  useEffect(() => {
    // Who books follows the session (people.ts). Its code loads at once when someone is signed in or the booking
    // holds a signed-in contact; for a guest with the first use of the page, before any sign-in can happen.
    let stopWatching: (() => void) | undefined;
    let stopped = false;
    const watch = () =>
      void import('../state/people').then((people) => {
        if (!stopped) stopWatching ??= people.watchSession(template, steps);
      });
    let stopWaiting: (() => void) | undefined;
    if (sessionState.profile || bookingState.contactProfileId) watch();
    else stopWaiting = onFirstIntent(watch);
    return () => {
      stopped = true;
      stopWaiting?.();
      stopWatching?.();
    };
  }, [template, steps]);

  useEffect(() => {
    // The vehicle types and the first quotation, with the API client they come through: at once for a journey
    // already under way (remembered, or handed over by a journey form) or a template that shows the vehicles
    // from the start, else with the first use of the page. A fresh journey has nothing to price, and the first
    // step of the others draws neither.
    const start = () => void loadVehicleTypes().then(() => requote({ immediate: true }));
    const hints = templateHints(template);
    const vehiclesShown = hints.stepper === 'stacked' || (steps[0] ?? []).includes('vehicle');
    let stopWaiting: (() => void) | undefined;
    let stopped = false;
    afterHydration(() => {
      if (stopped) return;
      if (vehiclesShown || bookingState.pickup || bookingState.dropoff) start();
      else stopWaiting = onFirstIntent(start);
    });
    // Once the visitor starts on the journey, the later steps are about to open: fetch their code meanwhile when
    // the connection allows it (not with Save-Data or a slow one; hovering or focusing Next still fetches it).
    // Not before the page is the app's: the price tiers land in a store that parts still taking over the server's
    // HTML read, and a first use (typing into the pickup box) can come before they have.
    const stopPrefetch = onFirstIntent(() =>
      afterHydration(() => {
        // The step's actions (address choice, via stops, Continue) are what the first use of the page needs next.
        void import('../state/actions');
        // So is the first fare: its parts (tier, promo code) and the tenant's price tiers.
        void prefetchFareParts();
        if (connectionAllowsPrefetch()) prefetchLaterSteps();
      }),
    );
    return () => {
      stopped = true;
      stopWaiting?.();
      stopPrefetch();
    };
  }, [template, steps]);

  useEffect(() => {
    // The tenant's default method when it is allowed, else the first allowed one (docs/behaviour/payment.md#payment-methods),
    // whenever the booking has none (a fresh start clears it). Watched here rather than read from a snapshot: the
    // wizard does not show the method, and a snapshot would draw the whole wizard again when it is chosen.
    const choose = () => {
      if (bookingState.paymentType !== '' || !config.loaded) return;
      const chosen = defaultPaymentMethod(config);
      if (chosen) bookingState.paymentType = chosen;
    };
    choose();
    return subscribe(bookingState, choose);
  }, [config]);

  return { template, steps, hints: templateHints(template) };
}
