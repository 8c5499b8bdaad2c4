import { PromotionResponse } from '../accounts';
import { requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The promotion a promotion-link token stands for. */
export const promotion = defineEndpoint({
  method: 'GET',
  path: '/api/promotion',
  summary: 'The promotion a promotion-link token stands for.',
  query: v.object({ token: requiredText(128) }),
  response: PromotionResponse,
});
