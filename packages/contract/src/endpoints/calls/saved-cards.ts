import * as v from 'valibot';
import { idInput, Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** A saved card as the payment sheet and My account show it: never the number, only brand, last four and expiry. */
const SavedCard = v.object({
  Id: v.number(),
  Brand: v.string(),
  Last4: v.string(),
  ExpiryMonth: v.number(),
  ExpiryYear: v.number(),
});

/**
 * The signed-in customer's saved cards on this tenant's card gateway, newest first, and whether that gateway keeps
 * cards at all (so My account can offer an empty list only where saving a card is possible).
 */
export const getSavedCards = defineEndpoint({
  method: 'GET',
  path: '/api/savedcards',
  summary:
    "The signed-in customer's saved cards on this tenant's card gateway, newest first, and whether the gateway saves cards.",
  access: 'customer',
  query: v.object({}),
  response: v.object({
    ...Outcome.entries,
    /** The card gateway keeps cards for next time; false means Cards is always empty. */
    SavesCards: v.boolean(),
    Cards: v.array(SavedCard),
  }),
});

/** Removes one of the signed-in customer's saved cards (another customer's card is not found). */
export const deleteSavedCard = defineEndpoint({
  method: 'DELETE',
  path: '/api/savedcards',
  summary: "Removes one of the signed-in customer's saved cards (another customer's card is not found).",
  access: 'customer',
  query: v.object({ id: idInput }),
  response: Outcome,
});
