import { randomBytes } from 'node:crypto';
import { stripCardNumber, validateCardNumber, validateCvc, validateExpiry, validateText } from '@cabkit/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardTokens, payments } from '../../db/schema-live';
import type {
  ChargeOutcome,
  SavedCardToken,
  GatewayIntent,
  IntentRequest,
  IntentState,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
} from './gateway';
import { declineMessages } from './gateway';
import { cardBrand, sandboxOutcome } from './test-cards';

/** How long a sandbox card token stays usable. */
const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Card details as the non-Stripe tokenisation call takes them. */
export interface CardDetails {
  number: string;
  cvv: string;
  cardholderName: string;
  expiryMonth: number;
  expiryYear: number;
  postalCode: string;
}

/** A tokenisation outcome: a single-use nonce, or the failing field and why. */
export type TokenizeResult =
  | { ok: true; nonce: string; brand: string; last4: string }
  | { ok: false; field: string; message: string };

/**
 * Checks card details the way a gateway would, by the card dialog's own rules (the domain's card number, expiry and
 * CVC checks), so the sandbox refuses exactly what the dialog blocks; a two-digit year is this century's.
 */
export function checkCard(card: CardDetails, now: Date): { field: string; message: string } | null {
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  const checks: Array<[string, string | undefined]> = [
    ['number', validateCardNumber(card.number)],
    ['cvv', validateCvc(card.cvv, card.number)],
    ['cardholdername', validateText(card.cardholderName, 'Cardholder name')],
    ['postalcode', validateText(card.postalCode, 'Postal code')],
    ['expiry', validateExpiry(card.expiryMonth, year, now)],
  ];
  const problem = checks.find(([, message]) => message !== undefined);
  return problem ? { field: problem[0], message: problem[1] ?? '' } : null;
}

/** Tokenises a card for the sandbox gateway: stores only brand, last four digits and the test outcome. */
export async function tokenizeSandboxCard(
  db: Db,
  tenantId: number,
  card: CardDetails,
  now = new Date(),
): Promise<TokenizeResult> {
  const problem = checkCard(card, now);
  if (problem) return { ok: false, ...problem };
  const digits = stripCardNumber(card.number);
  const nonce = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  await db.insert(cardTokens).values({
    nonce,
    tenantId,
    brand,
    last4,
    cardholderName: card.cardholderName.trim().slice(0, 255),
    outcome: sandboxOutcome(digits),
    expiresAt: new Date(now.getTime() + CARD_TOKEN_TTL_MS),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
  });
  return { ok: true, nonce, brand, last4 };
}

/** The embedded sandbox gateway: intents with client secrets, and charges decided by the test card used. */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
  ) {}

  async createIntent(_request: IntentRequest): Promise<GatewayIntent> {
    const intentId = `pi_sandbox_${randomBytes(12).toString('base64url')}`;
    return { intentId, clientSecret: `${intentId}_secret_${randomBytes(18).toString('base64url')}` };
  }

  async charge(intent: GatewayIntent, token: string, _request: IntentRequest): Promise<ChargeOutcome> {
    // Spend the token atomically: a nonce charges once, however many requests race for it; a saved card's
    // reusable token charges until the card expires.
    const [spent] = await this.db
      .update(cardTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(cardTokens.nonce, token),
          eq(cardTokens.tenantId, this.tenantId),
          or(isNull(cardTokens.usedAt), eq(cardTokens.reusable, true)),
          gt(cardTokens.expiresAt, new Date()),
        ),
      )
      .returning({ outcome: cardTokens.outcome });
    if (!spent) return { ok: false, reason: 'invalid_token', message: declineMessages.invalid_token };
    if (spent.outcome === 'success') {
      return { ok: true, authCode: `SBX${intent.intentId.slice(-6).toUpperCase()}${randomBytes(2).toString('hex')}` };
    }
    const reason = spent.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
    return { ok: false, reason, message: declineMessages[reason] };
  }

  async saveCard(nonce: string): Promise<SavedCardToken | null> {
    // The nonce may be spent already (the charge that paid with it came first): it still names the card.
    const [card] = await this.db
      .select()
      .from(cardTokens)
      .where(and(eq(cardTokens.nonce, nonce), eq(cardTokens.tenantId, this.tenantId), eq(cardTokens.reusable, false)));
    if (!card || card.expiryYear === 0) return null;
    const token = `card_sandbox_${randomBytes(18).toString('base64url')}`;
    await this.db.insert(cardTokens).values({
      nonce: token,
      tenantId: this.tenantId,
      brand: card.brand,
      last4: card.last4,
      cardholderName: card.cardholderName,
      outcome: card.outcome,
      // Usable up to the end of the card's expiry month, as the card itself.
      expiresAt: new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1)),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      reusable: true,
    });
    return { token, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    const [row] = await this.db
      .select({ status: payments.status, authCode: payments.authCode, message: payments.failureMessage })
      .from(payments)
      .where(and(eq(payments.intentId, intentId), eq(payments.tenantId, this.tenantId)));
    if (!row) return { status: 'failed', authCode: '', message: 'No such payment.' };
    if (row.status === 'succeeded') return { status: 'succeeded', authCode: row.authCode, message: '' };
    if (row.status === 'failed') return { status: 'failed', authCode: '', message: row.message };
    return { status: 'requires_action', authCode: '', message: '' };
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    // The sandbox holds no money: a refund of a charge it made always goes through.
    const [row] = await this.db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.intentId, request.intentId), eq(payments.tenantId, this.tenantId)));
    if (!row || row.status === 'pending' || row.status === 'failed' || row.status === 'voided') {
      return { ok: false, message: 'The sandbox took no money for this payment.' };
    }
    return { ok: true, refundId: `re_sandbox_${randomBytes(12).toString('base64url')}` };
  }

  async cancelIntent(_intentId: string): Promise<{ ok: boolean; message: string }> {
    // The sandbox's intents live in the payments table: the voided row is the cancel.
    return { ok: true, message: '' };
  }
}
