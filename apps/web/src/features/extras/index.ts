import { lazy } from 'react';

/**
 * The extras feature: passenger and luggage options, price tiers, the promo code and the note to the driver,
 * and the payable fare they make (tier, less the promo code). The wizard's first view takes its parts from fare.ts.
 */
export { usePayableFare } from './components/fare-parts';
export { fittingVehicleId, needsOf } from './state/options';
export { loadPriceTiers, payableFare, priceTiersState, tierFactor, tieredTotal, vehicleFares } from './state/pricing';

/** The passenger, luggage, pets and children steppers (react-aria number fields; load on first render). */
export const OptionsFields = lazy(() =>
  import('./components/options-fields').then((m) => ({ default: m.OptionsFields })),
);

/**
 * Chooses a price tier and requotes. The extras' actions load with the first choice: re-exported, they came with
 * every page that shows the payable fare.
 */
export function choosePriceTier(index: number): Promise<void> {
  return import('./state/actions').then((actions) => actions.choosePriceTier(index));
}
