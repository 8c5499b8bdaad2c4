/**
 * My Places (docs/behaviour/account.md#places): the signed-in customer's saved places, the addressbook page, and the saved places the
 * booking's address fields offer first. The store loads after sign-in and empties on sign-out. This file only
 * re-exports (vite.config.ts treats it as free of side effects), so the booking's first screen takes only the small
 * store, and the addressbook page gets its component in its own chunk rather than one request later.
 */
export { MyPlaces } from './components/my-places';
export { loadPlaces, placesState, savedPlacesMatching } from './state/places';
export { addressBookAnswers } from './api/address-book';
