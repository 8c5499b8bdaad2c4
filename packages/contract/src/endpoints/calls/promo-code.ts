import { PromoCodeResponse } from '../accounts';
import { integer, numeric, requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Checks a promo code against a price; answers the amount off and the promotion id. */
export const promoCode = defineEndpoint({
  method: 'POST',
  path: '/api/promocode',
  summary: 'Checks a promo code against a price; answers the amount off and the promotion id.',
  body: v.object({
    price: v.pipe(numeric, v.minValue(0, 'must not be negative')),
    promocode: requiredText(40),
    currencycode: v.optional(v.pipe(v.string(), v.length(3, 'must be a 3-letter currency code')), 'GBP'),
    custid: v.optional(integer, 0),
  }),
  response: PromoCodeResponse,
});
