import { randomBytes, randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking reference a person can read out: `CK` and seven letters/digits without look-alikes (0/O, 1/I). */
export function newBookingReference(): string {
  let reference = 'CK';
  for (let i = 0; i < 7; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** An unguessable tracking code: 192 random bits, base64url (32 characters). */
export function newTrackingCode(): string {
  return randomBytes(24).toString('base64url');
}
