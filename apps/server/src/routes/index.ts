import { noSession, type SessionResolver } from '../http/session';
import { coreRoutes } from './core';
import type { RoutePlugin } from './types';

/**
 * Every route plugin, registered in order by buildApp. Engineers append their plugin here
 * (e.g. `accountsRoutes`, `trackingRoutes`); each is `async function xRoutes(app, deps)`.
 */
export const routePlugins: RoutePlugin[] = [coreRoutes];

/** The session resolver buildApp uses when none is passed in; accounts replaces it with the real one. */
export const defaultSessionResolver: SessionResolver = noSession;
