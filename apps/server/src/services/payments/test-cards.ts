/** What a sandbox card number stands for. */
export type SandboxOutcome = 'success' | 'declined' | 'insufficient_funds';

/**
 * The sandbox gateway's documented test cards. Any expiry in the future, any CVC and postal code work.
 * A Luhn-valid number not listed here is declined: the sandbox never pretends to charge a real card.
 */
export const SANDBOX_TEST_CARDS: ReadonlyArray<{ number: string; brand: string; outcome: SandboxOutcome }> = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
];

/** Digits of a card number as typed (spaces and dashes removed). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand by number prefix. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The sandbox outcome of a (Luhn-valid) card number. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'declined';
}
