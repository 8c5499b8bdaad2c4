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

/** The signed-in customer's saved cards on this tenant's card gateway, newest first. */
export const getSavedCards = defineEndpoint({
  method: 'GET',
  path: '/api/savedcards',
  summary: "The signed-in customer's saved cards on this tenant's card gateway, newest first.",
  access: 'customer',
  query: v.object({}),
  response: v.object({ ...Outcome.entries, Cards: v.array(SavedCard) }),
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
