import * as v from 'valibot';

/** Response code: 1 ok, 0 generic error, 2 server message (docs/behaviour/common.md#response-codes). */
export const ResponseCode = v.number();

/** Every response carries a Code and a Message. */
export const Outcome = v.object({ Code: ResponseCode, Message: v.string() });

/** A bounded text field as the spec caps text at 255. */
export const text = (max = 255) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));
/** A required, non-blank text field. */
export const requiredText = (max = 255) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(max, `must be at most ${max} characters`));

/** A number sent as a number or numeric string (query strings carry text). */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.decimal('must be a number'))]),
  v.transform((x) => Number(x)),
  v.finite('must be a finite number'),
);
/** A whole number sent as a number or numeric string, within a 32-bit database integer. */
export const integer = v.pipe(
  numeric,
  v.integer('must be a whole number'),
  v.minValue(-2147483648, 'is out of range'),
  v.maxValue(2147483647, 'is out of range'),
);
/** A latitude. */
export const latitude = v.pipe(numeric, v.minValue(-90, 'must be a latitude'), v.maxValue(90, 'must be a latitude'));
/** A longitude. */
export const longitude = v.pipe(
  numeric,
  v.minValue(-180, 'must be a longitude'),
  v.maxValue(180, 'must be a longitude'),
);
/** The earliest date-time the API takes (1 January 1900, UTC). */
export const EARLIEST_DATE_TIME = Date.UTC(1900, 0, 1);
/** The latest date-time the API takes (the end of 9999, UTC). */
export const LATEST_DATE_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * True when the text is a date-time from the year 1900 to 9999. `Date.parse` accepts years up to +275760, where
 * adding an hour or a flight's duration leaves the range a Date can hold ("Invalid time value").
 */
export function isDateTimeInRange(text: string): boolean {
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= EARLIEST_DATE_TIME && time <= LATEST_DATE_TIME;
}

/** An ISO 8601 date-time text, from the year 1900 to 9999. */
export const isoDateTime = v.pipe(v.string(), v.check(isDateTimeInRange, 'must be an ISO date-time'));
/** A boolean sent as a boolean or 'true'/'false' text. */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

/** A point of a route: the domain's LatLng (entity schemas live in packages/domain, docs/decisions/0018). */
export { LatLng as RoutePoint } from '@cabkit/domain/model';
/** An address, place or airport, and a vehicle type: declared once in packages/domain (docs/decisions/0018). */
export { Address, VehicleType } from '@cabkit/domain/model';

/** A positive whole-number id (custid, bookerid, id). */
export const idInput = v.pipe(integer, v.minValue(1, 'must be a positive id'));
