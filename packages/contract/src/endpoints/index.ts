import * as accountsEndpoints from './accounts-calls';
import * as changesEndpoints from './changes-calls';
import * as coreEndpoints from './core-calls';
import * as flightsEndpoints from './flights-calls';
import * as messagesEndpoints from './messages-calls';
import * as paymentsEndpoints from './payments-calls';
import * as trackingEndpoints from './tracking-calls';

export * from './accounts';
export * from './address-book';
export * from './airports';
export * from './booking-request';
export * from './bookings';
export * from './change-requests';
export * from './core';
export * from './flights';
export * from './messages';
export * from './payments';
export * from './prices';
export * from './tenant';
export * from './tracking';
// Namespaces rather than objects: `accountsEndpoints.signIn` then brings only that call's schemas into a page's bundle.
export {
  accountsEndpoints,
  changesEndpoints,
  coreEndpoints,
  flightsEndpoints,
  messagesEndpoints,
  paymentsEndpoints,
  trackingEndpoints,
};

/** The wire contract: every call of docs/behaviour/api.md#api-conventions (and the licence calls), one entry each. */
export const endpoints = {
  ...coreEndpoints,
  ...accountsEndpoints,
  ...changesEndpoints,
  ...paymentsEndpoints,
  ...flightsEndpoints,
  ...messagesEndpoints,
  ...trackingEndpoints,
} as const;

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;
/** The name of an endpoint in the table. */
export type EndpointName = keyof Endpoints;
