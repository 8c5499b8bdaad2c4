import { paymentsEndpoints, type ResponseOf } from '@cabkit/contract';
import type { SavedCardOption } from '@cabkit/ui/dialogs';
import { type Answered, answerIn, call, loadAnswers, mapAnswered, type RouteAnswers } from '../../api/client';

/** The saved-cards answer as the app uses it: whether the gateway keeps cards, and the customer's cards. */
export interface SavedCardsOffer {
  savesCards: boolean;
  cards: SavedCardOption[];
}

function offerOf(answer: ResponseOf<typeof paymentsEndpoints.getSavedCards>): SavedCardsOffer {
  return {
    savesCards: answer.SavesCards,
    cards: answer.Cards.map((card) => ({
      id: card.Id,
      brand: card.Brand,
      last4: card.Last4,
      expiryMonth: card.ExpiryMonth,
      expiryYear: card.ExpiryYear,
    })),
  };
}

/** The signed-in customer's saved cards (GET /api/savedcards), newest first, as the sheet and the account show them. */
export async function getSavedCards(): Promise<SavedCardOption[]> {
  return (await getSavedCardsOffer()).cards;
}

/** The saved-cards answer with whether the tenant's gateway keeps cards at all (an empty list means "none yet" only then). */
export async function getSavedCardsOffer(): Promise<SavedCardsOffer> {
  return offerOf(await call(paymentsEndpoints.getSavedCards, { query: {} }));
}

/** What My account's route loader reads for its saved cards: the one small GET, not the gateway's settings. */
export function savedCardsAnswers(): Promise<RouteAnswers> {
  return loadAnswers([[paymentsEndpoints.getSavedCards, { query: {} }]]);
}

/** The saved cards in the answers of the page's route loader; undefined when it made no such call. */
export function loadedSavedCards(answers: RouteAnswers | null): Answered<SavedCardsOffer> | undefined {
  return mapAnswered(answerIn(answers, paymentsEndpoints.getSavedCards, { query: {} }), offerOf);
}

/** Removes one of the signed-in customer's saved cards (DELETE /api/savedcards). */
export async function deleteSavedCard(id: number): Promise<void> {
  await call(paymentsEndpoints.deleteSavedCard, { query: { id } });
}
