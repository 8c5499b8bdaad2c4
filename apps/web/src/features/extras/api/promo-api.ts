import { accountsEndpoints, type BodyOf, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The POST /api/promocode body. */
export type PromoCodeRequest = BodyOf<typeof accountsEndpoints.promoCode>;
/** The POST /api/promocode answer (docs/behaviour/quotation.md#promo-code Promo). */
export type PromoCodeAnswer = ResponseOf<typeof accountsEndpoints.promoCode>;

/**
 * Checks a promo code against the fare before the discount; a refusal throws `ApiError` (POST /api/promocode).
 * Its own module: the accounts part of the contract loads only once somebody uses a promo code.
 */
export function checkPromoCode(body: PromoCodeRequest): Promise<PromoCodeAnswer> {
  return call(accountsEndpoints.promoCode, { body });
}
