import { type BodyOf, coreEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from './client';

/** The quotation request body. */
export type QuotationRequest = BodyOf<typeof coreEndpoints.quotation>;
/** The quotation response. */
export type QuotationResponse = ResponseOf<typeof coreEndpoints.quotation>;

/** Prices a journey (POST /api/quotation). */
export function getQuotation(body: QuotationRequest, signal?: AbortSignal): Promise<QuotationResponse> {
  return call(coreEndpoints.quotation, { body, signal });
}
