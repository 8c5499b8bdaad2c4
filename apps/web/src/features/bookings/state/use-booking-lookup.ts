import { BOOKING_LOOKUP_CONTACT_REQUIRED, BOOKING_LOOKUP_NOT_FOUND, needsBookingContact } from '@cabkit/domain';
import { type FormEvent, useState } from 'react';
import { isApiError, userMessage } from '../../../api/errors';
import { type BookingView, getBookingInfo } from '../api/get-booking-info';

const NOT_FOUND = 'Booking not found. Check the code in your confirmation e-mail and try again.';

/**
 * Finding a booking by its code, or its reference with the e-mail address or phone number given when booking
 * (POST /api/bookinginfo): the two fields, the busy flag, the one error line and the booking found. Shared by
 * Booking info and Payment, so both refuse and word a miss the same way.
 */
export function useBookingLookup() {
  const [code, setCode] = useState('');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<BookingView | null>(null);

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = code.trim();
    if (!text) {
      setError('Booking reference is required');
      return;
    }
    if (needsBookingContact(text, contact)) {
      setError(BOOKING_LOOKUP_CONTACT_REQUIRED);
      return;
    }
    setBusy(true);
    setError('');
    setFound(null);
    try {
      const booking = await getBookingInfo(text, undefined, contact.trim());
      setFound(booking);
      if (!booking) setError(NOT_FOUND);
    } catch (failure) {
      setFound(null);
      // Too many tries (429) says so in the server's words; any other refusal is "not found".
      const missing = isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 429;
      const notFound = contact.trim() ? BOOKING_LOOKUP_NOT_FOUND : NOT_FOUND;
      setError(missing ? notFound : userMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  /** Reads the found booking again (after paying it), keeping it shown if the read fails. */
  const refresh = async () => {
    if (!found) return;
    const again = await getBookingInfo(found.TrackingCode).catch(() => null);
    if (again) setFound(again);
  };

  return { code, setCode, contact, setContact, busy, error, found, find, refresh };
}
