// Core calls: places, vehicles, quotation, bookings (owned by the core server work).
// One module per call, re-exported here and by the package as the namespace `coreEndpoints`: a page's bundle
// then holds only the calls (and schemas) it names.
export { searchAddress } from './calls/search-address';
export { vehicleTypes } from './calls/vehicle-types';
export { quotation } from './calls/quotation';
export { createBooking } from './calls/create-booking';
export { bookingInfo } from './calls/booking-info';
export { bookingDetails } from './calls/booking-details';
export { searchAirport } from './calls/search-airport';
export { configuration } from './calls/configuration';
export { prices } from './calls/prices';
export { direction } from './calls/direction';
export { tenant } from './calls/tenant';
export { exchangeRates } from './calls/exchange-rates';
