import * as v from 'valibot';
import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/**
 * The rates a visitor's display currency is converted with (docs/behaviour/quotation.md#display-currency): how many
 * of each currency one unit of the tenant's own buys, as of `Date`; `Suggested` is the display currency for the
 * visitor's country (a trusted proxy's country header) or the tenant's. Only for showing: prices are charged in `Base`.
 */
export const exchangeRates = defineEndpoint({
  method: 'GET',
  path: '/api/exchangerates',
  summary: "Dated rates for showing prices in a visitor's display currency; charges stay in the tenant's currency.",
  response: v.object({
    ...Outcome.entries,
    Base: v.string(),
    Date: v.string(),
    Rates: v.record(v.string(), v.number()),
    Suggested: v.string(),
  }),
});
