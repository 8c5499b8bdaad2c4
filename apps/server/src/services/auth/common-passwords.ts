import { dictionary } from '@zxcvbn-ts/language-common';

/** The refusal for a password on the common-passwords list (sign-up, password changes, account-creating bookings). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used passwords and is easy to guess. Please choose a different password.';
/** How many of the most used passwords are refused (zxcvbn-ts's ranked list, most used first). */
const COMMON_PASSWORD_COUNT = 10_000;

let refused: Set<string> | undefined;

/**
 * The refused passwords: the first COMMON_PASSWORD_COUNT entries of @zxcvbn-ts/language-common's ranked
 * `passwords-common` list (from leaked-password corpora), kept only within docs/behaviour/common.md#password's 6 to 20 characters
 * (shorter and longer ones are refused or allowed by the length rule already). Built on first use.
 */
function refusedPasswords(): Set<string> {
  refused ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).filter((p) => p.length >= 6 && p.length <= 20),
  );
  return refused;
}

/** True when the password (trimmed, in any letter case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  return refusedPasswords().has(password.trim().toLowerCase());
}
