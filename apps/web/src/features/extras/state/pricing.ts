import type { Quotation } from '@cabkit/domain/model';
import { fareAfterPromo, tieredFares } from '@cabkit/domain/money';
import { keepPriceTiers } from '@cabkit/domain/quote';
import { proxy } from 'valtio';
import { userMessage } from '../../../api/errors';
import { getPriceCategories } from '../api/price-categories';
import { registerStore } from '../../../state/stores';

/** A price tier the customer may choose (docs/behaviour/quotation.md#price-tiers: three shown, index 1 default). */
export interface PriceTier {
  /** Position in the tenant's tier list; the booking's `pricetier`. */
  index: number;
  name: string;
  description: string;
  /** Multiplier the server applies to the quoted fare for this tier. */
  factor: number;
}

/** The tenant's price tiers, loaded once per page. */
export const priceTiersState = proxy<{ tiers: PriceTier[]; error: string }>({ tiers: [], error: '' });

/** The price-tier load in flight (part of the store: state/stores.ts resets it). */
const load = { inFlight: undefined as Promise<void> | undefined };

/** Loads the price tiers (once): the first three of the tenant's tiers (docs/behaviour/quotation.md#price-tiers /api/prices). */
export function loadPriceTiers(): Promise<void> {
  load.inFlight ??= getPriceCategories()
    .then((categories) => {
      // Tiers are the tenant's, the same in every category; the first category carries them.
      const items = categories[0]?.Items ?? [];
      priceTiersState.tiers = keepPriceTiers(items).map((item, index) => ({
        index,
        name: item.Name,
        description: item.Description,
        factor: item.Factor,
      }));
      priceTiersState.error = '';
    })
    .catch((error: unknown) => {
      priceTiersState.error = userMessage(error);
      load.inFlight = undefined;
    });
  return load.inFlight;
}

/** Forgets the loaded tiers (tests). */
export function resetPriceTiers(): void {
  load.inFlight = undefined;
  priceTiersState.tiers = [];
  priceTiersState.error = '';
}

/** What the fare is worked out from: the quotation's fares and AdditionalPrices (read-only snapshots too). */
export type QuotedFares = Readonly<Pick<Quotation, 'Fare' | 'ReturnFare'>> & {
  readonly AdditionalPrices: readonly Readonly<
    Pick<Quotation['AdditionalPrices'][number], 'VehTypeId' | 'Fare' | 'ReturnFare'>
  >[];
};

/** The parts of the booking the fare depends on. */
export interface FareChoice {
  readonly quote: QuotedFares | null;
  readonly vehicleId: number;
  readonly priceTier: number;
}

/** The factor of a tier; 1 (the quoted fare) when the tier is unknown. */
export function tierFactor(tiers: readonly PriceTier[], index: number): number {
  return tiers.find((tier) => tier.index === index)?.factor ?? 1;
}

/** A vehicle's outward and return fare in a quotation (its AdditionalPrices entry). */
export function vehicleFares(
  quote: QuotedFares | null,
  vehicleId: number,
): { fare: number; returnFare: number } | undefined {
  if (!quote) return undefined;
  const price = quote.AdditionalPrices.find((p) => p.VehTypeId === vehicleId);
  return price ? { fare: price.Fare, returnFare: price.ReturnFare } : undefined;
}

/** The total of a fare at a tier: each leg scaled and rounded, as the server prices the booking (domain `tieredFares`). */
export function tieredTotal(fares: { fare: number; returnFare: number }, factor: number): number {
  return tieredFares(fares, factor).totalFare;
}

/** The fare for the chosen vehicle and tier before any promo code; undefined without a quotation for it. */
export function fareBeforePromo(booking: FareChoice, tiers: readonly PriceTier[]): number | undefined {
  const { quote } = booking;
  if (!quote) return undefined;
  const fares = vehicleFares(quote, booking.vehicleId) ?? { fare: quote.Fare, returnFare: quote.ReturnFare };
  return tieredTotal(fares, tierFactor(tiers, booking.priceTier));
}

/** The fare to pay: the tiered fare less the promo code's value (never below 0); undefined without a quotation. */
export function payableFare(
  booking: FareChoice & { readonly promoValue: number; readonly promoId: number },
  tiers: readonly PriceTier[],
): number | undefined {
  const before = fareBeforePromo(booking, tiers);
  if (before === undefined) return undefined;
  return fareAfterPromo(before, booking.promoId ? booking.promoValue : 0);
}

registerStore('price tiers', resetPriceTiers);
