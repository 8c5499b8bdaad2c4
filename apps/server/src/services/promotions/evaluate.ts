import { formatCurrency, roundMoney } from '@cabkit/domain';

/** A promotion as stored (amounts in the promotion's currency). */
export interface Promotion {
  id: number;
  code: string;
  description: string;
  valueOff: number;
  currencyCode: string;
  validFrom: Date;
  validTo: Date;
  minPrice: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
}

/**
 * How often a promotion has been used so far, overall and by the asking customer: a signed-in customer by
 * account, a guest by the booking's e-mail address (0 while no address is known yet).
 */
export interface PromotionUsage {
  total: number;
  byCustomer: number;
}

/** The outcome of checking a promo code against a price: amount off, or the reason it cannot be used. */
export type PromotionCheck = { ok: true; value: number; promotion: Promotion } | { ok: false; message: string };

/** The message for a code that does not exist or is switched off (the same for both, to reveal nothing). */
const PROMO_INVALID = 'This promo code is not valid.';

/**
 * Checks a promotion for a price at a time; the amount off never exceeds the price. Guests may use
 * once-per-customer codes: their uses are counted by e-mail address (see `PromotionUsage`).
 */
export function evaluatePromotion(
  promotion: Promotion | undefined,
  request: { price: number; currencyCode: string; now: Date; usage: PromotionUsage },
): PromotionCheck {
  if (!promotion?.active) return { ok: false, message: PROMO_INVALID };
  if (request.now < promotion.validFrom) return { ok: false, message: 'This promo code is not valid yet.' };
  if (request.now > promotion.validTo) return { ok: false, message: 'This promo code has expired.' };
  if (promotion.currencyCode.toUpperCase() !== request.currencyCode.toUpperCase()) {
    return { ok: false, message: `This promo code can only be used for fares in ${promotion.currencyCode}.` };
  }
  if (promotion.maxUses !== null && request.usage.total >= promotion.maxUses) {
    return { ok: false, message: 'This promo code has been fully used.' };
  }
  if (promotion.maxUsesPerCustomer !== null && request.usage.byCustomer >= promotion.maxUsesPerCustomer) {
    return { ok: false, message: 'You have already used this promo code.' };
  }
  if (request.price <= 0) return { ok: false, message: 'Please get a quotation before adding a promo code.' };
  if (request.price < promotion.minPrice) {
    return {
      ok: false,
      message: `This promo code needs a fare of at least ${formatCurrency(promotion.minPrice, promotion.currencyCode)}.`,
    };
  }
  return { ok: true, value: roundMoney(Math.min(promotion.valueOff, request.price)), promotion };
}
