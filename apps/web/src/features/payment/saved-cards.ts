import { paymentsEndpoints } from '@cabkit/contract';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { call } from '../../api/client';

/** The signed-in customer's saved cards (GET /api/savedcards), newest first, as the sheet and the account show them. */
export async function getSavedCards(): Promise<SavedCardOption[]> {
  const answer = await call(paymentsEndpoints.getSavedCards, { query: {} });
  return answer.Cards.map((card) => ({
    id: card.Id,
    brand: card.Brand,
    last4: card.Last4,
    expiryMonth: card.ExpiryMonth,
    expiryYear: card.ExpiryYear,
  }));
}

/** Removes one of the signed-in customer's saved cards (DELETE /api/savedcards). */
export async function deleteSavedCard(id: number): Promise<void> {
  await call(paymentsEndpoints.deleteSavedCard, { query: { id } });
}
