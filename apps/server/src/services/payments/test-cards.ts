import { cardBrand as domainCardBrand } from '@cabkit/domain';

/** What a sandbox card number stands for. */
export type SandboxOutcome = 'success' | 'declined' | 'insufficient_funds';

/**
 * The sandbox gateway's documented test cards. Any expiry in the future, any CVC and postal code work.
 * A valid number not listed here is declined: the sandbox never pretends to charge a real card.
 */
export const SANDBOX_TEST_CARDS: ReadonlyArray<{ number: string; brand: string; outcome: SandboxOutcome }> = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
];

/** Stripe's ids for the brands card-validator spells otherwise: the gateways' names are what a saved card shows. */
const gatewayBrandIds: Readonly<Record<string, string>> = { 'american-express': 'amex', 'diners-club': 'diners' };

/** The card brand as the gateways name it (`visa`, `mastercard`, `amex`, ...), by the domain's brand lookup. */
export function cardBrand(number: string): string {
  const id = domainCardBrand(number)?.id;
  return id ? (gatewayBrandIds[id] ?? id) : 'unknown';
}

/** The sandbox outcome of a valid card number (digits only). */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'declined';
}
