/** The flight details' and flight finder's messages (docs/behaviour/flights.md), word for word. */

/** Flight number missing (docs/behaviour/flights.md#flight-messages). */
export const FLIGHT_NUMBER_REQUIRED = 'Flight number is required';
/** Free-text arriving-from missing (docs/behaviour/flights.md#flight-messages). */
export const ARRIVING_FROM_REQUIRED = 'Arriving from is required';
/** Arriving-from airport not chosen (docs/behaviour/flights.md#flight-messages). */
export const ARRIVING_FROM_AIRPORT_REQUIRED = 'Arriving from airport is required';
/** Flight-details checkbox message when a flight field fails (docs/behaviour/flights.md#flight-messages). */
export const FLIGHT_DETAILS_TICK_MESSAGE = 'Please tick this box to confirm if flight details are not available';
/** Flight finder date-time missing (docs/behaviour/flights.md#flight-finder). */
export const FLIGHT_FINDER_DATETIME_REQUIRED = 'Datetime is required!';
/** Flight finder airline missing (docs/behaviour/flights.md#flight-finder). */
export const FLIGHT_FINDER_AIRLINE_REQUIRED = 'Airline is required!';
