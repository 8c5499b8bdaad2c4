/**
 * My Places (SPEC 1, 2, 4): the signed-in customer's saved places, the addressbook page, and the saved places the
 * booking's address fields offer first. The store loads after sign-in and empties on sign-out.
 */
export { MyPlaces } from './components/my-places';
export { loadPlaces, placesState, savedPlacesMatching } from './state/places';
