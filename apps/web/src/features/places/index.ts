import { lazy } from 'react';

/**
 * My Places (docs/behaviour/account.md#places): the signed-in customer's saved places, the addressbook page, and the saved places the
 * booking's address fields offer first. The store loads after sign-in and empties on sign-out. The page loads
 * lazily, so the booking's first screen takes only the small store.
 */
export const MyPlaces = lazy(() => import('./components/my-places').then((m) => ({ default: m.MyPlaces })));
export { loadPlaces, placesState, savedPlacesMatching } from './state/places';
