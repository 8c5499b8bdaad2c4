import type { UpdateAddressValues } from '@cabkit/ui/dialogs';
import { proxy } from 'valtio';
import type { RouteAnswers } from '../../../api/client';
import { userMessage } from '../../../api/errors';
import { type FieldTable, formCallError } from '../../../api/field-errors';
import type { Place } from '../../../state/booking';
import { onSignedOut, sessionState } from '../../../state/session';
import {
  addAddressBookEntry,
  deleteAddressBookEntry,
  loadedAddressBook,
  getAddressBook,
  updateAddressBookEntry,
} from '../api/address-book';

/** Where the address book is: not asked for yet, loading, loaded, or failed with a message. */
type PlacesStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The signed-in customer's saved places (My Places, docs/behaviour/people.md#contact-dialog). */
export interface PlacesState {
  /** The saved places in the server's order (home, work, others). */
  places: Place[];
  status: PlacesStatus;
  /** The message when loading failed (docs/behaviour/common.md#client-messages). */
  error: string;
  /** Whose places these are (0 when nobody's). */
  customerId: number;
}

/** The places store (valtio); filled after sign-in (docs/behaviour/people.md#post-sign-in, `loadPlaces(true)` from the sign-in actions), emptied on sign-out. */
export const placesState = proxy<PlacesState>({ places: [], status: 'idle', error: '', customerId: 0 });

let loading: Promise<void> | null = null;

/** Loads the signed-in customer's places (again when `force`); a guest has none. Never rejects. */
export function loadPlaces(force = false): Promise<void> {
  const custid = sessionState.profile?.Id ?? 0;
  if (custid <= 0) {
    clearPlaces();
    return Promise.resolve();
  }
  if (!force && placesState.customerId === custid && placesState.status === 'ready') return Promise.resolve();
  if (!force && loading && placesState.customerId === custid) return loading;
  Object.assign(placesState, { status: 'loading', error: '', customerId: custid });
  const run = getAddressBook(custid).then(
    (places) => {
      if (placesState.customerId !== custid) return;
      Object.assign(placesState, { places, status: 'ready', error: '' });
    },
    (error: unknown) => {
      if (placesState.customerId !== custid) return;
      Object.assign(placesState, { status: 'error', error: userMessage(error) });
    },
  );
  loading = run;
  void run.finally(() => {
    if (loading === run) loading = null;
  });
  return run;
}

/** The places as the page's route loader read them; undefined when it read none. */
export function loadedPlaces(answers: RouteAnswers | null): PlacesState | undefined {
  const customerId = sessionState.profile?.Id ?? 0;
  const answered = customerId > 0 ? loadedAddressBook(answers, customerId) : undefined;
  if (!answered) return undefined;
  if (!answered.ok) return { places: [], status: 'error', error: userMessage(answered.error), customerId };
  return { places: answered.answer, status: 'ready', error: '', customerId };
}

/** Keeps the places the page's loader read as loaded (nothing asked again), unless the store has its own. */
export function keepDrawnPlaces(drawn: PlacesState): void {
  if (placesState.status === 'idle') Object.assign(placesState, drawn);
}

/** Forgets the places (sign-out). */
function clearPlaces(): void {
  loading = null;
  Object.assign(placesState, { places: [], status: 'idle', error: '', customerId: 0 });
}

/** The category the server keeps: home, work or other. */
function placeCategory(place: Pick<Place, 'Category'>): UpdateAddressValues['Category'] {
  const category = place.Category.toLowerCase();
  return category === 'home' || category === 'work' ? category : 'other';
}

/** A saved place as the Update Address dialog's starting values. */
export function placeToValues(place: Place): UpdateAddressValues {
  return {
    Name: place.Name,
    Line1: place.Line1,
    Line2: place.Line2,
    Postcode: place.Postcode,
    Category: placeCategory(place),
    Latitude: place.Latitude,
    Longitude: place.Longitude,
    Fulladdress: place.Fulladdress,
    PlaceName: place.PlaceName,
  };
}

function entryBody(values: UpdateAddressValues, custid: number) {
  return {
    custid,
    name: values.Name.trim(),
    line1: values.Line1.trim(),
    line2: values.Line2.trim(),
    postcode: values.Postcode.trim(),
    category: values.Category,
    latitude: values.Latitude ?? 0,
    longitude: values.Longitude ?? 0,
    placename: values.PlaceName ?? '',
    fulladdress: values.Fulladdress ?? '',
  };
}

/** The Update Address dialog's fields by request field (a 400 names the request field). */
const addressFields: FieldTable = {
  name: { field: 'Name', title: 'Name' },
  line1: { field: 'Line1', title: 'Address line 1' },
  line2: { field: 'Line2', title: 'Address line 2' },
  postcode: { field: 'Postcode', title: 'Postcode' },
  latitude: { field: 'Search', title: 'Find address' },
  longitude: { field: 'Search', title: 'Find address' },
};

function signedInId(): number {
  const custid = sessionState.profile?.Id ?? 0;
  if (custid <= 0) throw new Error('Please sign in to keep your places.');
  return custid;
}

/**
 * Adds a place (no `id`) or changes one; the list shows the server's copy. A failure rejects with a `FormCallError`
 * (the docs/behaviour/journey.md#addresses text, and the field it belongs to) and changes nothing here (the server writes all or nothing).
 */
export async function savePlace(values: UpdateAddressValues, id?: number): Promise<void> {
  const custid = signedInId();
  let saved: Place | null;
  try {
    saved = id
      ? await updateAddressBookEntry({ ...entryBody(values, custid), id })
      : await addAddressBookEntry(entryBody(values, custid));
  } catch (error) {
    throw formCallError(error, addressFields);
  }
  if (!saved) {
    await loadPlaces(true);
    return;
  }
  const index = placesState.places.findIndex((place) => place.Id === saved.Id);
  if (index >= 0) placesState.places[index] = saved;
  else placesState.places.push(saved);
}

/** Removes a place; a failure rejects with the docs/behaviour/journey.md#addresses text and keeps it in the list. */
export async function removePlace(id: number): Promise<void> {
  signedInId();
  try {
    await deleteAddressBookEntry(id);
  } catch (error) {
    throw new Error(userMessage(error));
  }
  placesState.places = placesState.places.filter((place) => place.Id !== id);
}

/** The places of one category group of My Places: Home, Work, then every other. */
export function placesIn(places: readonly Place[], group: UpdateAddressValues['Category']): Place[] {
  return places.filter((place) => placeCategory(place) === group);
}

/** True when a saved place matches typed text (its name, address, or postcode; case ignored). */
function placeMatches(place: Place, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [place.Name, place.Fulladdress, place.Line1, place.Line2, place.Postcode, place.PlaceName].some((part) =>
    part.toLowerCase().includes(wanted),
  );
}

/**
 * The signed-in customer's saved places matching typed text, for the booking's address fields: waits for the
 * address book (loading it if nobody has yet); none for a guest or when it cannot load.
 */
export async function savedPlacesMatching(text: string): Promise<Place[]> {
  if (!sessionState.profile) return [];
  await loadPlaces();
  return placesState.places.filter((place) => placeMatches(place, text));
}

// Sign-out forgets the places (the sign-in actions load them, docs/behaviour/people.md#sign-out).
onSignedOut(() => clearPlaces());
