// The spec's client messages (service area, expiry, earliest times, capacity) come from @cabkit/domain/errors;
// this file holds only what the server says that the domain does not.

/** Pickup and drop-off (or a via stop) are the same place. */
export const SAME_ADDRESS = 'The pickup, drop-off and via addresses must all be different places.';
