import { coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** One price category of GET /api/prices. */
export type PriceCategory = ResponseOf<typeof coreEndpoints.prices>['Categories'][number];

/** The price categories, one per vehicle type, each with its tiers (GET /api/prices). */
export async function getPriceCategories(): Promise<PriceCategory[]> {
  const response = await call(coreEndpoints.prices, {});
  return response.Categories;
}
