import { PRICE_TIERS_SHOWN } from '../model/constants';

/** Who is booking, as far as account billing cares: a guest has neither id. */
export interface BillingCaller {
  customerId: number | null;
  bookerId: number | null;
}

/**
 * True when the tenant bills this caller on account (payment type 'account'): corporate bookers only. A guest or
 * an ordinary customer pays by cash, card or PayPal.
 */
export function isAccountBilled(caller: BillingCaller | null | undefined): boolean {
  return Boolean(caller?.bookerId);
}

/**
 * True when the caller may book at the price tier at this position: the tiers shown to everyone (docs/behaviour/quotation.md#price-tiers: the
 * first three), and the hidden ones (the corporate "Account" rate) only for callers billed on account.
 */
export function mayUsePriceTier(tierIndex: number, caller: BillingCaller | null | undefined): boolean {
  if (tierIndex < 0) return false;
  return tierIndex < PRICE_TIERS_SHOWN || isAccountBilled(caller);
}
