/** Live tracking: vehicle, driver photo and footprint. */
export const trackingEndpoints = {} as const;
