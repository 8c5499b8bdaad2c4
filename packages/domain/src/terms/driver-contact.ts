import * as v from 'valibot';

/** The settings, in the order of how much they allow. */
const DRIVER_CONTACTS = ['call-and-message', 'call', 'message', 'none'] as const;

// Marked pure: the web app reads only driverContactWays, so its first load need not build this schema.
/**
 * How a passenger may reach the driver of a trip under way, as the tenant allows: call and message, one of them,
 * or neither (the firm's own phone line then stays the only way).
 */
export const DriverContact = /* @__PURE__ */ v.picklist(DRIVER_CONTACTS);
/** One of the tenant's driver contact settings. */
export type DriverContact = (typeof DRIVER_CONTACTS)[number];

/** A tenant that says nothing lets the passenger call and message the driver, as before the setting existed. */
export const DEFAULT_DRIVER_CONTACT: DriverContact = 'call-and-message';

/**
 * The ways to reach the driver a setting allows; an unknown or missing setting allows the default's. The driver's
 * number leaves the server only where at least one way is allowed.
 */
export function driverContactWays(setting: unknown): { call: boolean; message: boolean } {
  const allowed = DRIVER_CONTACTS.find((known) => known === setting) ?? DEFAULT_DRIVER_CONTACT;
  return {
    call: allowed === 'call-and-message' || allowed === 'call',
    message: allowed === 'call-and-message' || allowed === 'message',
  };
}
