/** Flights: flight search and flight info. */
export const flightsEndpoints = {} as const;
