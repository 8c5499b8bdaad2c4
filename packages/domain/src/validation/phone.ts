// Phone validation lives apart from the other field rules: it carries libphonenumber-js's metadata (about 28 KB
// gzip), which only the screens that check a phone number should load.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { invalidMessage, requiredMessage } from '../errors/messages';
import { DEFAULT_DIALING_CODE } from '../model/constants';
import { isBlank, normalizeDialingCode, toText } from './fields';
import type { FieldMessage } from './types';

/** Returns true when digits plus dialing code form a valid international number (libphonenumber-js). */
export function isValidInternationalPhone(phone: string, dialingCode: string = DEFAULT_DIALING_CODE): boolean {
  if (typeof phone !== 'string' || !/^[1-9]\d*$/.test(phone)) return false;
  return isValidPhoneNumber(`${normalizeDialingCode(dialingCode)}${phone}`);
}

/** Validates a phone: digits only, no leading 0, no spaces, internationally valid (docs/behaviour/common.md#phone). */
export function validatePhone(
  value: string | null | undefined,
  title: string,
  dialingCode: string = DEFAULT_DIALING_CODE,
  required = true,
): FieldMessage {
  if (isBlank(value)) return required ? requiredMessage(title) : undefined;
  return isValidInternationalPhone(toText(value), dialingCode) ? undefined : invalidMessage(title);
}
