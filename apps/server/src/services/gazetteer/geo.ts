/** A WGS84 position. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The centre of Great Britain (near Whitendale Hanging Stones), from which the service area is measured. */
export const UK_CENTRE: LatLng = { lat: 54.00366, lng: -2.547855 };

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the point lies within `radiusKm` of the UK centre (docs/behaviour/journey.md#addresses: 775 km). */
export function isInServiceArea(point: LatLng, radiusKm: number): boolean {
  return haversineKm(UK_CENTRE, point) <= radiusKm;
}
