import { accountsEndpoints, type BodyOf, coreEndpoints } from '@cabkit/contract';
import { type Answered, answerIn, call, loadAnswers, mapAnswered, type RouteAnswers } from '../../../api/client';
import type { Place } from '../../../state/booking';

/** The customer's saved places (GET /api/addressbook). */
export async function getAddressBook(custid: number): Promise<Place[]> {
  const answer = await call(accountsEndpoints.getAddressBook, { query: { custid } });
  return answer.Addresses;
}

/** What the address book's route loader reads: the customer's saved places. */
export function addressBookAnswers(custid: number): Promise<RouteAnswers> {
  return loadAnswers([[accountsEndpoints.getAddressBook, { query: { custid } }]]);
}

/** The saved places in the answers of the page's route loader; undefined when it made no such call. */
export function loadedAddressBook(answers: RouteAnswers | null, custid: number): Answered<Place[]> | undefined {
  return mapAnswered(answerIn(answers, accountsEndpoints.getAddressBook, { query: { custid } }), (r) => r.Addresses);
}

/** Saves a new place (POST /api/addressbook); answers the place as stored. */
export async function addAddressBookEntry(
  body: BodyOf<typeof accountsEndpoints.addAddressBook>,
): Promise<Place | null> {
  const answer = await call(accountsEndpoints.addAddressBook, { body });
  return answer.Address;
}

/** Changes a saved place (PUT /api/addressbook); answers the place as stored. */
export async function updateAddressBookEntry(
  body: BodyOf<typeof accountsEndpoints.updateAddressBook>,
): Promise<Place | null> {
  const answer = await call(accountsEndpoints.updateAddressBook, { body });
  return answer.Address;
}

/** Removes a saved place (DELETE /api/addressbook?id). */
export async function deleteAddressBookEntry(id: number): Promise<void> {
  await call(accountsEndpoints.deleteAddressBook, { query: { id } });
}

/** The same address search as the booking's address fields (GET /api/searchaddress). */
export function searchAddresses(prefix: string): Promise<Place[]> {
  return call(coreEndpoints.searchAddress, { query: { prefix } });
}
