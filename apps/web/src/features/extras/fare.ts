import { lazy } from 'react';

// The feature's parts the wizard's first view names, apart from its index: the first view shows no fare (there is
// no quotation yet), and the index would bring the price tiers' and options' stores with it. The fare parts load
// with the first fare, or before it on the first use of the page.
const loadFareParts = () => import('./components/fare-parts');
const loadBookingExtras = () => import('./components/booking-extras');

/** Draws its child function with the payable fare (the chosen tier's, less the promo code); loads with a fare. */
export const WithPayableFare = lazy(() => loadFareParts().then((m) => ({ default: m.WithPayableFare })));

/** The promo code's line of the fare summary, which also loads the tenant's price tiers; loads with a fare. */
export const PromoDiscount = lazy(() => loadFareParts().then((m) => ({ default: m.PromoDiscount })));

/** Fetches the fare parts' code and the tenant's price tiers ahead of the first fare. */
export function prefetchFareParts(): Promise<unknown> {
  return loadFareParts().then((m) => m.loadPriceTiers());
}

/** The promo code and note to driver buttons of the last step (with their dialogs; loads on first render). */
export const BookingExtras = lazy(() => loadBookingExtras().then((m) => ({ default: m.BookingExtras })));

/** Fetches the last step's extras code ahead of time, so the step does not wait on the network. */
export function prefetchBookingExtras(): Promise<unknown> {
  return loadBookingExtras();
}
