/**
 * The web app's stores: every piece of state that outlives a render, in one list, each with its reset. Module code
 * keeps no other mutable state: what a module remembers (a cache, a timer, a load in flight) lives in a store
 * object registered here. Tests start from a clean page with `resetStores()`.
 *
 * | store           | module                                  | holds                                                    |
 * | --------------- | --------------------------------------- | -------------------------------------------------------- |
 * | booking         | state/booking.ts                        | the booking being made (session storage), fresh starts   |
 * | config          | state/config.ts                         | the tenant configuration, the first view's server data   |
 * | config load     | state/load-config.ts                    | the configuration load in flight                         |
 * | session         | state/session.ts                        | the signed-in account (storage) and the account dialogs  |
 * | ui              | state/ui.ts                             | the page's alert                                         |
 * | quote           | state/quote.ts                          | requote cache, debounce timer, callers waiting           |
 * | expiry          | state/expiry.ts                         | the travel time when the quotation ran out               |
 * | vehicles        | state/vehicles.ts                       | the vehicle types and their load in flight               |
 * | hydration       | state/hydration.ts                      | whether the server's first view is still being taken over|
 * | people          | features/booking/state/people.ts        | a guest's account password, the booker's contact dialog  |
 * | flights         | features/flights/state/flight-model.ts  | which flight dialog is open, inline or not               |
 * | price tiers     | features/extras/state/pricing.ts        | the tenant's price tiers and their load in flight        |
 * | promo check     | features/extras/state/promo-state.ts    | the fare the promo code was checked against              |
 * | gateway         | features/payment/api/gateway-settings.ts| the card gateway settings load                           |
 * | api             | api/client.ts                           | the API host, the answers a visitor's page was drawn from|
 *
 * A checkout (features/payment `createCheckout`) belongs to the component running it, not to this list.
 */

const resets = new Map<string, () => void>();

/** Adds a store to the list under its name, with the function that empties it. */
export function registerStore(name: string, reset: () => void): void {
  resets.set(name, reset);
}

/** The names of the registered stores (those whose modules are loaded). */
export function storeNames(): string[] {
  return [...resets.keys()];
}

/** Empties every registered store (tests): a fresh booking, signed out, nothing cached, nothing in flight. */
export function resetStores(): void {
  for (const reset of resets.values()) reset();
}
