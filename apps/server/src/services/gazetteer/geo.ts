import type { DirectionPoint } from '@cabkit/contract';
import type * as v from 'valibot';
import { distanceKm, isWithinSearchRegion, UK_CENTRE as SEARCH_CENTRE } from '@cabkit/domain';

/** A WGS84 position, as the contract's `DirectionPoint` carries it (lat/lng, the routing engines' order too). */
export type LatLng = v.InferOutput<typeof DirectionPoint>;

/** The centre of Great Britain the service area is measured from (the domain's `UK_CENTRE`). */
export const UK_CENTRE: LatLng = { lat: SEARCH_CENTRE.Latitude, lng: SEARCH_CENTRE.Longitude };

/** Great-circle distance in kilometres (the domain's `distanceKm` for the server's lat/lng points). */
export function haversineKm(a: LatLng, b: LatLng): number {
  return distanceKm({ Latitude: a.lat, Longitude: a.lng }, { Latitude: b.lat, Longitude: b.lng });
}

/** True when the point lies within `radiusKm` of the UK centre (the domain's `isWithinSearchRegion`, docs/behaviour/journey.md#addresses: 775 km). */
export function isInServiceArea(point: LatLng, radiusKm: number): boolean {
  return isWithinSearchRegion({ Latitude: point.lat, Longitude: point.lng }, radiusKm);
}
