import { addressNotFoundMessage } from '@cabkit/domain/errors';
import { instantOfWallClock } from '@cabkit/domain/time';
import { ApiError, userMessage } from '../../../api/errors';
import { fromStoredTime, toStoredTime } from '../../../lib/local-time';
import { bookingState, type Place, resetBooking, setFieldError } from '../../../state/booking';
import { readStored, sessionStore } from '../../../state/storage';
import { configState } from '../../../state/config';
import { searchAddress } from '../api/search-address';
import { chooseAsap, chooseLater } from '../../../state/pickup-time';
import { chooseAddress, chooseVehicle } from '../state/actions';
import { loadVehicleTypes, vehiclesState } from '../../../state/vehicles';
import { type BookingParams, getBookingParams } from './api';

/** Session-storage key of the booking-params id already filled in (a reload keeps the user's changes). */
const quickBookingStorageKey = 'cabkit.quickbooking';

/** The outcome of opening a quick-booking link. */
export type QuickBookingOutcome =
  | { kind: 'ready'; notices?: string[] }
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

/** The booking-params id a quick-booking link carries (`?id=`, or `?key=`), trimmed; '' when missing. */
export function quickBookingId(search: URLSearchParams): string {
  return (search.get('id') ?? search.get('key') ?? '').trim();
}

/**
 * True when this link's parameters were already filled into the booking of this tab and that booking is still
 * in progress (after a booking is made the booking starts afresh, so opening the link again fills it again).
 */
export function alreadyFilled(id: string): boolean {
  const inProgress = Boolean(bookingState.pickup || bookingState.dropoff);
  return id !== '' && inProgress && readStored<string>(sessionStore(), quickBookingStorageKey) === id;
}

/**
 * The place an address text stands for: the gazetteer's entry with that exact address, else its best match
 * (for the whole text, then for its first part, e.g. the place name before the street); null when none.
 */
async function resolvePlace(text: string): Promise<Place | null> {
  const wanted = text.trim();
  if (!wanted) return null;
  const attempts = [wanted, wanted.split(',')[0]?.trim() ?? ''].filter((t, i, all) => t && all.indexOf(t) === i);
  for (const attempt of attempts) {
    const found = await searchAddress(attempt);
    const exact = found.find((place) => place.Fulladdress.trim().toLowerCase() === wanted.toLowerCase());
    if (exact ?? found[0]) return exact ?? found[0] ?? null;
  }
  return null;
}

/** A date-time written without a zone or offset: a wall-clock time. */
const WALL_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A booking-params date-time as the instant the booking keeps: with an offset (or Z) as it says, without one as
 * the tenant's clock reads it (tenant.json `timeZone`), whatever the device's; '' when unreadable.
 */
export function bookingParamsTime(text: string, timeZone: string = configState.timeZone): string {
  const trimmed = text.trim();
  const when = fromStoredTime(trimmed);
  if (!when) return '';
  // Without an offset the text was read on the device's clock: its fields are the tenant's wall clock.
  return toStoredTime(WALL_TEXT.test(trimmed) ? instantOfWallClock(when, timeZone) : when);
}

/**
 * Fills a fresh booking from the licence service's booking parameters: pickup and drop-off (resolved to
 * places), ASAP or the given time, and the vehicle type when the tenant has it. What cannot be resolved is
 * left for the user to fill in; an address the link gave that could not be found gets an error at its field,
 * and its message comes back for the page to say.
 */
async function fillFromParams(params: BookingParams): Promise<string[]> {
  resetBooking();
  const [pickup, dropoff] = await Promise.all([resolvePlace(params.PickUp), resolvePlace(params.DropOff)]);
  const notices: string[] = [];
  const fill = (field: 'pickup' | 'dropoff', text: string, place: Place | null) => {
    if (place) chooseAddress(field, place);
    else if (text.trim()) {
      const message = addressNotFoundMessage(field === 'pickup' ? 'pickup' : 'drop-off', text);
      setFieldError(field, message);
      notices.push(message);
    }
  };
  fill('pickup', params.PickUp, pickup);
  fill('dropoff', params.DropOff, dropoff);
  const later = bookingParamsTime(params.DateTime);
  if (params.IsASAP || !later) chooseAsap();
  else chooseLater(later);
  await loadVehicleTypes();
  if (vehiclesState.types.some((type) => type.Id === params.VehTypeId)) chooseVehicle(params.VehTypeId);
  return notices;
}

/**
 * Opens a quick-booking link: reads its booking parameters and fills the booking. A missing id or parameters
 * the licence service refuses (unknown, expired) are invalid; a failure to reach it is an error to retry.
 */
export async function openQuickBooking(id: string): Promise<QuickBookingOutcome> {
  if (!id) return { kind: 'invalid' };
  let params: BookingParams;
  try {
    params = await getBookingParams(id);
  } catch (error) {
    const refused =
      error instanceof ApiError && (error.kind === 'business' || (error.status >= 400 && error.status < 500));
    return refused ? { kind: 'invalid' } : { kind: 'error', message: userMessage(error) };
  }
  let notices: string[];
  try {
    notices = await fillFromParams(params);
  } catch (error) {
    return { kind: 'error', message: userMessage(error) };
  }
  try {
    sessionStore()?.setItem(quickBookingStorageKey, JSON.stringify(id));
  } catch {
    // storage blocked: a reload fills the booking again from the link
  }
  return { kind: 'ready', notices };
}
