import type { BodyOf, paymentsEndpoints } from '@cabkit/contract';
import type { CardDetailsValues } from '@cabkit/ui/dialogs';

/** The card form as POST /api/tokenizecard's body: the number's digits only, text trimmed, the expiry as numbers. */
export function tokenizeCardBody(card: CardDetailsValues): BodyOf<typeof paymentsEndpoints.tokenizeCard> {
  return {
    number: card.CardNumber.replace(/\D/g, ''),
    cvv: card.CVC.trim(),
    cardholdername: card.Name.trim(),
    expirymonth: Number(card.ExpiryMonth),
    expiryyear: Number(card.ExpiryYear),
    postalcode: card.PostalCode.trim(),
  };
}
