import { QuotationRequest, QuotationResponse } from '../core';
import { defineEndpoint } from '../../endpoint';

/** A fare quotation priced by the server from the tenant's tariff. */
export const quotation = defineEndpoint({
  method: 'POST',
  path: '/api/quotation',
  summary: "A fare quotation priced by the server from the tenant's tariff.",
  // 4 reads as priced, like 1 (docs/behaviour/quotation.md#quotation-codes); this server answers 1. A pickup sooner
  // than the earliest time is refused, Code 2 with the earliest-time message (docs/behaviour/journey.md#earliest-time).
  successCodes: [1, 4],
  body: QuotationRequest,
  response: QuotationResponse,
});
