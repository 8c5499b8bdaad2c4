import type { JourneyPoint, RoutePoint } from '@cabkit/ui/JourneyMap';
import type { BookingState, Place } from '../../../state/booking';
import { placeText } from '../../../state/place-text';

/** Where a template puts the journey map (the domain's layout hint): the main column or a floating panel. */
export type MapPlacement = 'main' | 'float';

function point(place: Place, kind: JourneyPoint['kind']): JourneyPoint {
  return { kind, latitude: place.Latitude, longitude: place.Longitude, label: placeText(place) };
}

/** The journey's chosen addresses as map markers: Pickup, each chosen ViaAddress in order, Dropoff. */
export function journeyPoints(state: Pick<BookingState, 'pickup' | 'dropoff' | 'via'>): JourneyPoint[] {
  const points: JourneyPoint[] = [];
  if (state.pickup) points.push(point(state.pickup, 'Pickup'));
  for (const stop of state.via) if (stop) points.push(point(stop, 'ViaAddress'));
  if (state.dropoff) points.push(point(state.dropoff, 'Dropoff'));
  return points;
}

/**
 * The route line: the quotation's RoutePath (docs/behaviour/quotation.md#quote-validity), drawn only while that quotation still belongs to the
 * journey shown, i.e. both ends are chosen (incomplete addresses reset the fare, docs/behaviour/quotation.md#fare-reset).
 */
export function journeyRoute(state: Pick<BookingState, 'pickup' | 'dropoff' | 'quote'>): RoutePoint[] {
  if (!state.pickup || !state.dropoff || !state.quote) return [];
  return state.quote.RoutePath.map(({ Latitude, Longitude }) => ({ Latitude, Longitude }));
}
