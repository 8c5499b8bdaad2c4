import { requiredMessage } from '../errors/messages';
import { flightDetailsNeeded, isOutwardFlightRequired, isReturnFlightRequired } from '../flight';
import type { Booking } from '../model/entities';
import { isQuoteExpired } from '../quote/countdown';
import { checkPickupTime, earliestPickupWarningFor, pickupKind } from '../time/pickup';
import { validateReturnDate } from '../time/return-date';
import { isAddressComplete } from './address';
import { JOURNEY_TITLES } from './titles';
import { type FlightDialogVariant, validateFlight } from './forms';
import { toResult, type ValidationResult } from './types';

/** What the booking checks need besides the booking: the moment and configuration. */
export interface BookingCheckContext {
  /** The current moment. */
  now: Date;
  /** Configuration MinLeadTime in minutes. */
  minLeadTimeMinutes?: number;
  /** The tenant's zone, whose clock the earliest-pickup warning's time is on (default Europe/London). */
  timeZone?: string;
  /** Flights are entered inline in step 1 (template hint). */
  flightInline?: boolean;
  /** Flights are optional (configuration). */
  flightsOptional?: boolean;
  /** Flight dialog variant. */
  flightVariant?: FlightDialogVariant;
}

/** Each booking rule of docs/behaviour/journey.md#booking-valid evaluated separately. */
export interface BookingChecks {
  /** Pickup is a complete address. */
  pickup: boolean;
  /** Drop-off is a complete address. */
  dropoff: boolean;
  /** Every via stop is a complete address. */
  vias: boolean;
  /** A vehicle type is chosen. */
  vehicle: boolean;
  /** Pickup time is now, or scheduled and not before the earliest time. */
  dateTime: boolean;
  /** Total fare above 0. */
  fare: boolean;
  /** The quote countdown has not run out. */
  quoteNotExpired: boolean;
  /** Return date valid (or no return). */
  returnDate: boolean;
  /** Required flights valid when inline and not optional. */
  flights: boolean;
}

/** Evaluates every booking rule of docs/behaviour/journey.md#booking-valid at `now`. */
export function bookingChecks(booking: Booking, context: BookingCheckContext): BookingChecks {
  const time = checkPickupTime(booking.Time, context.now, {
    travelTimeMinutes: booking.Quotation.TravelTime,
    minLeadTimeMinutes: context.minLeadTimeMinutes ?? 0,
  });
  const returnMessage = validateReturnDate(
    {
      HasReturn: booking.HasReturn,
      ReturnDate: booking.ReturnDate,
      Time: booking.Time,
      JourneyTime: booking.Quotation.JourneyTime,
    },
    context.now,
  );
  const flightsChecked = context.flightInline === true && context.flightsOptional !== true;
  return {
    pickup: isAddressComplete(booking.PickUp),
    dropoff: isAddressComplete(booking.PickDown),
    vias: booking.ViaAddress.every((via) => isAddressComplete(via)),
    vehicle: booking.Vehicle !== null || booking.VehicleId !== null,
    dateTime: time.IsValid,
    fare: booking.Quotation.TotalFare > 0,
    quoteNotExpired: !isQuoteExpired(booking.QuoteExpiresAt, context.now),
    returnDate: returnMessage === undefined,
    flights: !flightsChecked || flightDetailsNeeded(booking, context.flightVariant) === undefined,
  };
}

/** Returns true when the whole booking is valid: pickup, vehicle, drop-off, date/time, fare above 0, vias (docs/behaviour/journey.md#booking-valid). */
export function isBookingValid(booking: Booking, context: BookingCheckContext): boolean {
  const checks = bookingChecks(booking, context);
  return checks.pickup && checks.vehicle && checks.dropoff && checks.dateTime && checks.fare && checks.vias;
}

/** Returns true when step 1 is valid: the whole booking plus quote not expired, return date and inline flights (docs/behaviour/journey.md#booking-valid). */
export function isJourneyStepValid(booking: Booking, context: BookingCheckContext): boolean {
  const checks = bookingChecks(booking, context);
  return isBookingValid(booking, context) && checks.quoteNotExpired && checks.returnDate && checks.flights;
}

/** Field messages of the journey part (step 1): addresses, pickup time, return date, inline flights (docs/behaviour/journey.md#return-date). */
export function validateJourney(booking: Booking, context: BookingCheckContext): ValidationResult {
  const checks: Array<[string, string | undefined]> = [
    ['PickUp', isAddressComplete(booking.PickUp) ? undefined : requiredMessage(JOURNEY_TITLES.PickUp)],
    ['PickDown', isAddressComplete(booking.PickDown) ? undefined : requiredMessage(JOURNEY_TITLES.PickDown)],
  ];
  booking.ViaAddress.forEach((via, index) => {
    checks.push([
      `ViaAddress.${index}`,
      isAddressComplete(via) ? undefined : requiredMessage(JOURNEY_TITLES.ViaAddress),
    ]);
  });
  const time = checkPickupTime(booking.Time, context.now, {
    travelTimeMinutes: booking.Quotation.TravelTime,
    minLeadTimeMinutes: context.minLeadTimeMinutes ?? 0,
  });
  let timeMessage: string | undefined;
  if (!time.IsValid) {
    timeMessage =
      pickupKind(booking.Time.PickUpType) === 'scheduled' && booking.Time.Time && time.EarliestTime
        ? earliestPickupWarningFor(time.EarliestTime, context.timeZone)
        : requiredMessage(JOURNEY_TITLES.Time);
  }
  checks.push(['Time', timeMessage]);
  checks.push([
    'ReturnDate',
    validateReturnDate(
      {
        HasReturn: booking.HasReturn,
        ReturnDate: booking.ReturnDate,
        Time: booking.Time,
        JourneyTime: booking.Quotation.JourneyTime,
      },
      context.now,
    ),
  ]);
  if (context.flightInline === true && context.flightsOptional !== true) {
    const variant = context.flightVariant ?? 'autocomplete';
    if (isOutwardFlightRequired(booking)) {
      for (const error of validateFlight(booking.Flight, variant).errors) {
        checks.push([`Flight.${error.field}`, error.message]);
      }
    }
    if (isReturnFlightRequired(booking)) {
      for (const error of validateFlight(booking.ReturnFlight, variant).errors) {
        checks.push([`ReturnFlight.${error.field}`, error.message]);
      }
    }
  }
  return toResult(checks);
}
