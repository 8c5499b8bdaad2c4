import { accountsEndpoints, type BodyOf, coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The POST /api/promocode body. */
export type PromoCodeRequest = BodyOf<typeof accountsEndpoints.promoCode>;
/** The POST /api/promocode answer (SPEC 3 Promo). */
export type PromoCodeAnswer = ResponseOf<typeof accountsEndpoints.promoCode>;
/** One price category of GET /api/prices. */
export type PriceCategory = ResponseOf<typeof coreEndpoints.prices>['Categories'][number];

/** Checks a promo code against the fare before the discount; a refusal throws `ApiError` (POST /api/promocode). */
export function checkPromoCode(body: PromoCodeRequest): Promise<PromoCodeAnswer> {
  return call(accountsEndpoints.promoCode, { body });
}

/** The price categories, one per vehicle type, each with its tiers (GET /api/prices). */
export async function getPriceCategories(): Promise<PriceCategory[]> {
  const response = await call(coreEndpoints.prices, {});
  return response.Categories;
}
