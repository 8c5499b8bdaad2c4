// Flights: flight search (the flight finder) and flight info.
// One module per call, re-exported here and by the package as the namespace `flightsEndpoints`: a page's bundle
// then holds only the calls (and schemas) it names.
export { searchFlight } from './calls/search-flight';
export { flightInfo } from './calls/flight-info';
