/** What the Booking Info page says when the reference and e-mail or phone do not find a booking. */
export const BOOKING_LOOKUP_NOT_FOUND =
  'No booking matches this reference and e-mail address or phone number. Check them against your confirmation e-mail.';

/** What Booking Info asks for when a short reference comes without the e-mail address or phone number. */
export const BOOKING_LOOKUP_CONTACT_REQUIRED =
  'Enter the e-mail address or phone number given when booking, with the booking reference.';

/** The digits of a phone number without leading zeros: `07700 900123` and `7700900123` read alike. */
const phoneDigits = (value: string) => value.replace(/\D+/g, '').replace(/^0+/, '');

/**
 * True when what a guest typed beside a booking reference is the e-mail address (any case) or the phone number
 * (with or without its dialling code, spaces or a leading 0) given at booking. The reference alone is short enough
 * to be guessed, so a booking is found by it only with this second thing the guest knows.
 */
export function bookingContactMatches(
  contact: { email: string; phone: string; dialingCode: string },
  given: string,
): boolean {
  const typed = given.trim();
  if (typed === '') return false;
  if (typed.includes('@')) {
    const email = contact.email.trim().toLowerCase();
    return email !== '' && email === typed.toLowerCase();
  }
  const phone = phoneDigits(contact.phone);
  const digits = phoneDigits(typed);
  if (phone.length < 6 || digits === '') return false;
  return digits === phone || digits === `${phoneDigits(contact.dialingCode)}${phone}`;
}

/** The length of a tracking code (the secret in a ticket's address); a shorter code is taken for a reference. */
const TRACKING_CODE_LENGTH = 32;

/**
 * True when Booking Info must ask for the e-mail address or phone number before looking: a booking reference was
 * typed without it (a tracking code finds the booking on its own).
 */
export function needsBookingContact(code: string, contact: string): boolean {
  const typed = code.trim();
  return typed !== '' && typed.length < TRACKING_CODE_LENGTH && contact.trim() === '';
}
