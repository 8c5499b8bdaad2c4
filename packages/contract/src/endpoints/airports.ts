// Airport and airline search answers, apart from the core schemas that pages load up front.
import * as v from 'valibot';

/** An airport as `GET /api/searchairport?searchString=` answers it (docs/behaviour/flights.md#flight-data Airport, Flight.Airport). */
export const Airport = v.object({
  Id: v.number(),
  Code: v.string(),
  Icao: v.string(),
  Name: v.string(),
  City: v.string(),
  Country: v.string(),
  CountryLowerCase: v.string(),
  FullAddress: v.string(),
  IconPath: v.string(),
  Category: v.string(),
  Latitude: v.number(),
  Longitude: v.number(),
});

/** An airline as `GET /api/searchairport?searchstring=` answers it (docs/behaviour/flights.md#flight-data Airline). */
export const Airline = v.object({
  Code: v.string(),
  Iata: v.string(),
  Icao: v.string(),
  Name: v.string(),
  Country: v.string(),
});
