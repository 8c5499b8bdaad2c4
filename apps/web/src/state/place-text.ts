import { addressText } from '@cabkit/domain/validation';
import type { Place } from './booking';

// Apart from the quotation (state/quote.ts), whose code and API client load only once the visitor starts on a
// journey, and from the booking store, which pages that show no place (the dashboard) load as well.
/** The text a place is booked and shown with (the domain's, which the same-place rule compares). */
export function placeText(place: Place): string {
  return addressText(place);
}
