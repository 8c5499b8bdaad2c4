/** The wizard's journey map (lazy JourneyMap) and the pure scene helpers behind it. */
export { BookingMap } from './booking-map';
export { journeyPoints, journeyRoute, type MapPlacement } from './map-scene';
