// Live tracking: vehicle, driver photo and footprint, nearest driver.
// One module per call, re-exported here and by the package as the namespace `trackingEndpoints`: a page's bundle
// then holds only the calls (and schemas) it names.
export { trackVehicle } from './calls/track-vehicle';
export { driverPhoto } from './calls/driver-photo';
export { driverFootprint } from './calls/driver-footprint';
export { shareTrip } from './calls/share-trip';
export { tripShares } from './calls/trip-shares';
export { stopTripShare } from './calls/stop-trip-share';
export { nearestDriver } from './calls/nearest-driver';
