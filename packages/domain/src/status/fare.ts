/** What a stored booking's fare is made of (the server's own figures). */
export interface StoredFare {
  /** The quoted outward fare before the price tier. */
  JourneyFare: number;
  /** The quoted return fare before the price tier (0 without a return). */
  ReturnJourneyFare: number;
  /** Outward fare after the tier. */
  Fare: number;
  /** Return fare after the tier. */
  ReturnFare: number;
  /** The price tier's name ('' when none). */
  PriceTier: string;
  /** Amount of extras charged (equipment, pets, seats); 0 when extras are free. */
  ExtrasFare: number;
  /** The promo code used ('' when none). */
  PromoCode: string;
  /** Amount the promotion took off. */
  PromoValue: number;
  /** What the customer pays. */
  TotalFare: number;
}

/** One line of an itemised fare. */
export interface FareItem {
  kind: 'journey' | 'return' | 'tier' | 'extras' | 'promo' | 'total';
  label: string;
  /** Signed amount: a discount is negative. */
  amount: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The fare itemised: journey (and return journey), the price tier's difference, extras, the promotion (negative)
 * and the total. Lines of 0 are left out except the journey and the total; the lines add up to the total.
 */
export function itemiseFare(fare: StoredFare): FareItem[] {
  const items: FareItem[] = [{ kind: 'journey', label: 'Journey', amount: cents(fare.JourneyFare) }];
  if (fare.ReturnJourneyFare > 0)
    items.push({ kind: 'return', label: 'Return journey', amount: cents(fare.ReturnJourneyFare) });
  const tier = cents(fare.Fare + fare.ReturnFare - fare.JourneyFare - fare.ReturnJourneyFare);
  if (tier !== 0)
    items.push({ kind: 'tier', label: fare.PriceTier ? `${fare.PriceTier} tier` : 'Price tier', amount: tier });
  if (fare.ExtrasFare > 0) items.push({ kind: 'extras', label: 'Extras', amount: cents(fare.ExtrasFare) });
  if (fare.PromoValue > 0) {
    items.push({
      kind: 'promo',
      label: fare.PromoCode ? `Promo ${fare.PromoCode}` : 'Promo',
      amount: -cents(fare.PromoValue),
    });
  }
  items.push({ kind: 'total', label: 'Total', amount: cents(fare.TotalFare) });
  return items;
}
