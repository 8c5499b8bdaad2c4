// The dashboard's saved places, apart from the booking lists' calls so those pages do not load the address book's
// schemas.
import { accountsEndpoints } from '@cabkit/contract';
import { answerIn, call, type GetCall, mapAnswered, type RouteAnswers } from '../../../api/client';

/** The customer's saved places (GET /api/addressbook), for the dashboard's book home / work. */
export async function getSavedPlaces(custid: number, signal?: AbortSignal) {
  const response = await call(accountsEndpoints.getAddressBook, { query: { custid }, signal });
  return response.Addresses;
}

/** The saved places in the answers of the page's route loader (`savedPlacesCall`). */
export function loadedSavedPlaces(answers: RouteAnswers | null, custid: number) {
  return mapAnswered(answerIn(answers, accountsEndpoints.getAddressBook, { query: { custid } }), (r) => r.Addresses);
}

/** The saved-places call, as a route loader makes it. */
export function savedPlacesCall(custid: number): GetCall {
  return [accountsEndpoints.getAddressBook, { query: { custid } }];
}
