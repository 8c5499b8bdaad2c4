import type { RoutePlugin } from './types';

/** Core routes: places, vehicles, configuration, prices, quotation and bookings. */
export const coreRoutes: RoutePlugin = async () => {};
