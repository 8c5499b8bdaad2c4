import { accountsEndpoints } from './accounts';
import { coreEndpoints } from './core';
import { flightsEndpoints } from './flights';
import { messagesEndpoints } from './messages';
import { paymentsEndpoints } from './payments';
import { trackingEndpoints } from './tracking';

export * from './accounts';
export * from './core';
export * from './flights';
export * from './messages';
export * from './payments';
export * from './tracking';

/** The wire contract: every call of docs/behaviour/api.md#api-conventions (and the licence calls), one entry each. */
export const endpoints = {
  ...coreEndpoints,
  ...accountsEndpoints,
  ...paymentsEndpoints,
  ...flightsEndpoints,
  ...messagesEndpoints,
  ...trackingEndpoints,
} as const;

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** The name of an endpoint in the table. */
export type EndpointName = keyof Endpoints;
