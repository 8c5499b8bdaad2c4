import { PAYMENT_FAILURE_DIALOG_DELAY_MS } from '../model/constants';
import type { PaymentType } from '../model/entities';
import { type BillingCaller, isAccountBilled } from './account-billing';

/** Payment process status: 0 processing, 1 success, 2 payment error, 3 booking error, 4 both (docs/behaviour/payment.md#payment-process). */
export const PaymentProcessStatus = {
  Processing: 0,
  Success: 1,
  PaymentError: 2,
  BookingError: 3,
  PaymentAndBookingError: 4,
} as const;

/** A payment process status value (0-4). */
export type PaymentProcessStatus = (typeof PaymentProcessStatus)[keyof typeof PaymentProcessStatus];

/** Returns true when a payment result code means paid: 1 or 3; cash always counts as paid (docs/behaviour/payment.md#payment-result). */
export function isPaymentResultPaid(code: number, paymentType?: PaymentType | string): boolean {
  if ((paymentType ?? '').toLowerCase() === 'cash') return true;
  return code === 1 || code === 3;
}

/** Delay before the payment error dialog: 1 s for codes 0 or 2, none otherwise (docs/behaviour/payment.md#payment-failure). */
export function paymentErrorDialogDelayMs(code: number): number {
  return code === 0 || code === 2 ? PAYMENT_FAILURE_DIALOG_DELAY_MS : 0;
}

/** A payment method a tenant may offer (docs/behaviour/payment.md#payment-methods). */
export type OfferedPaymentMethod = 'cash' | 'card' | 'paypal';

/** The tenant's payment switches as the apps hold them. */
export interface PaymentMethodSwitches {
  isCashAllowed: boolean;
  isCardAllowed: boolean;
  isPaypalAllowed: boolean;
}

/** Payment methods the tenant allows, in display order: cash, card, PayPal (docs/behaviour/payment.md#payment-methods). */
export function availablePaymentMethods(config: PaymentMethodSwitches): OfferedPaymentMethod[] {
  const methods: OfferedPaymentMethod[] = [];
  if (config.isCashAllowed) methods.push('cash');
  if (config.isCardAllowed) methods.push('card');
  if (config.isPaypalAllowed) methods.push('paypal');
  return methods;
}

/**
 * Why a booking may not be paid with `method`, or null when it may: one of the methods the tenant allows (the
 * tiles the wizard offers; 'stripe' is the card gateway's own name for card), or 'account' for a caller the tenant
 * bills on account. The wizard checks its chosen tile with it and the server refuses a booking with it.
 */
export function paymentMethodRefusal(
  method: string,
  switches: PaymentMethodSwitches,
  caller: BillingCaller | null,
): string | null {
  const allowed: string[] = availablePaymentMethods(switches);
  if (switches.isCardAllowed) allowed.push('stripe');
  if (isAccountBilled(caller)) allowed.push('account');
  return allowed.includes(method) ? null : `Payment by ${method} is not available.`;
}

/** Width of a payment-method tile: full for 1 option, half for 2, else quarter (docs/behaviour/payment.md#payment-tiles). */
export function paymentTileWidth(optionCount: number): 'full' | 'half' | 'quarter' {
  if (optionCount <= 1) return 'full';
  if (optionCount === 2) return 'half';
  return 'quarter';
}

/** The method a new booking starts with: the tenant's default when it is allowed, else the first allowed (docs/behaviour/payment.md#payment-methods). */
export function defaultPaymentMethod(
  config: PaymentMethodSwitches & { defaultPaymentMethod: string },
): OfferedPaymentMethod | undefined {
  const methods = availablePaymentMethods(config);
  return methods.find((method) => method === config.defaultPaymentMethod) ?? methods[0];
}

/** Button text while a card payment runs (docs/behaviour/payment.md#checkout). */
export const PAYMENT_BUSY_TEXTS = ['Processing', 'Payment...'] as const;
export { type BillingCaller, mayUsePriceTier } from './account-billing';
export {
  CANCELLED_BOOKING_PAYMENT_MESSAGE,
  type PaymentState,
  paymentTransition,
  REFUND_ATTEMPTS_PER_RUN,
  type RefundFacts,
  refundDue,
  refundRetryDelayMs,
  refundText,
} from './life-cycle';
export { PAID_ON_THE_DAY_TYPES, receiptPaymentState, unpaidBookingExpired } from './dispatch';

/** A saved card as the payment sheet and the account show it (never the number). */
export interface SavedCardSummary {
  /** The gateway's brand id: visa, mastercard, amex, discover, ... */
  brand: string;
  last4: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

const SAVED_CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
};

/** A saved card in words: "Visa •••• 4242" and "Expires 12/35" (an unknown brand reads "Card"). */
export function savedCardLabel(card: SavedCardSummary): { name: string; expiry: string } {
  const brand = SAVED_CARD_BRANDS[card.brand.toLowerCase()] ?? 'Card';
  const month = String(card.expiryMonth).padStart(2, '0');
  const year = String(card.expiryYear % 100).padStart(2, '0');
  return { name: `${brand} •••• ${card.last4}`, expiry: `Expires ${month}/${year}` };
}
