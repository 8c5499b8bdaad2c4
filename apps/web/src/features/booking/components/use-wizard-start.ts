import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { configState, initialPaymentMethod } from '../../../state/config';
import { requestQuote } from '../../../state/quote';
import { loadVehicleTypes } from '../../../state/vehicles';
import { prefetchBookingExtras } from '../../extras';
import { watchSession } from '../state/people';
import { isTemplateName, templateHints, templateSteps } from '../state/steps';

/**
 * The wizard's start-up: resolves the layout template (the tenant's, or `?template=` for review) into its steps
 * and hints, watches the session (sign-in and sign-out change who books: docs/behaviour/people.md#post-sign-in's post-sign-in chain), loads the
 * vehicle types and the first quotation, prefetches the later steps' code, and picks the tenant's default payment
 * method once the configuration is in.
 */
export function useWizardStart() {
  const config = useSnapshot(configState);
  const { paymentType } = useSnapshot(bookingState);
  const [search] = useSearchParams();
  const requested = search.get('template') ?? '';
  const template = isTemplateName(requested) ? requested.trim().toLowerCase() : config.layoutTemplate;
  const steps = useMemo(() => templateSteps(template), [template]);

  useEffect(() => watchSession(template, steps), [template, steps]);

  useEffect(() => {
    void loadVehicleTypes().then(() => requestQuote({ immediate: true }));
    // Fetch the later steps' code while the user fills in the journey, so no step waits on the network.
    const prefetch = setTimeout(() => {
      void import('./vehicle-section');
      void import('./contact-section');
      void prefetchBookingExtras();
      void import('../state/validate');
    }, 1500);
    return () => clearTimeout(prefetch);
  }, []);

  useEffect(() => {
    // The tenant's default method when it is allowed, else the first allowed one (docs/behaviour/payment.md#payment-methods).
    if (paymentType === '' && config.loaded) {
      const chosen = initialPaymentMethod(config);
      if (chosen) bookingState.paymentType = chosen;
    }
  }, [paymentType, config]);

  return { template, steps, hints: templateHints(template) };
}
