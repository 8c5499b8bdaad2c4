import type { Db } from '../db/client';
import type { SessionResolver } from '../http/session';
import { createSessionResolver } from '../services/auth/sessions';
import { accountsRoutes } from './accounts';
import { accountsBookingRoutes } from './accounts-bookings';
import { bookerRoutes } from './booker';
import { bookingChangeRoutes } from './booking-changes';
import { coreRoutes } from './core';
import { flightsRoutes } from './flights';
import { gatewayWebhookRoutes } from './gateway-webhooks';
import { licenceRoutes } from './licence';
import { messagesRoutes } from './messages';
import { paymentsRoutes } from './payments';
import { trackingRoutes } from './tracking';
import type { RoutePlugin } from './types';

/**
 * Every route plugin, registered in order by buildApp. Engineers append their plugin here
 * (e.g. `accountsRoutes`, `trackingRoutes`); each is `async function xRoutes(app, deps)`.
 */
export const routePlugins: RoutePlugin[] = [
  coreRoutes,
  trackingRoutes,
  paymentsRoutes,
  gatewayWebhookRoutes,
  flightsRoutes,
  accountsRoutes,
  accountsBookingRoutes,
  bookingChangeRoutes,
  messagesRoutes,
  bookerRoutes,
  licenceRoutes,
];

/** The session resolver buildApp uses when none is passed in: the session cookie or bearer token (accounts). */
export const defaultSessionResolver = (db: Db, tenantId?: number): SessionResolver =>
  createSessionResolver(db, tenantId);
