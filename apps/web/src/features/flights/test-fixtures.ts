import type { Place } from '../../state/booking';
import { place } from '../../test/fixtures';

/** London Heathrow as /api/searchaddress answers it (category Airport, IATA code LHR); for tests. */
export const heathrow: Place = {
  ...place(732, 'London Heathrow Airport', 'TW6 1EW', 51.4706, -0.46194),
  Code: 'LHR',
  Category: 'Airport',
  Fulladdress: 'London Heathrow Airport, London, United Kingdom, TW6 1EW',
};

/** One flight as /api/searchflight answers it, landing at Heathrow at `landing`; for tests. */
export function searchItem(flightNo: string, origin: string, originCode: string, landing: Date) {
  return {
    DateTime: landing.toISOString(),
    Airline: 'British Airways',
    Airport: origin,
    PickUpCode: flightNo,
    FlightNo: flightNo,
    AirlineCode: 'BA',
    AirportCode: originCode,
    Destination: 'London Heathrow Airport',
    DestinationCode: 'LHR',
    DepartureTime: new Date(landing.getTime() - 3 * 3600_000).toISOString(),
  };
}
