/** docs/behaviour/quotation.md#quotation-codes: an address outside the service area (Code 3, shown against the pickup field). */
export const OUTSIDE_SERVICE_AREA =
  'The selected address cannot be used as it falls outside our service area. Please select an alternative address';

/** docs/behaviour/quotation.md#quote-expiry: the quotation has expired (with the tenant's phone number). */
export function quotationExpiredMessage(phone: string): string {
  return `Opps, your quotation has expired. Please try again or call our friendly team on ${phone}`;
}

/** docs/behaviour/journey.md#earliest-time: the pickup time is earlier than the earliest possible. */
export function earliestPickupMessage(time: string): string {
  return `The earliest time we can pickup from this address is ${time}`;
}

/** docs/behaviour/journey.md#return-date: the return time is earlier than the earliest possible. */
export function earliestReturnMessage(time: string): string {
  return `The earliest possible return date is ${time}`;
}

/** docs/behaviour/quotation.md#vehicle-capacity: no vehicle carries the requested passengers and luggage. */
export const NO_VEHICLE_CAPACITY = 'No vehicle found with selected capacity';

/** Pickup and drop-off (or a via stop) are the same place. */
export const SAME_ADDRESS = 'The pickup, drop-off and via addresses must all be different places.';

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** docs/behaviour/quotation.md#money-display display format, dd/mm/yyyy hh:mm, in UK time. */
export function formatUkDateTime(date: Date): string {
  return londonFormat.format(date).replace(',', '');
}
