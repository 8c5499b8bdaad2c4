import { addressBookAnswers, MyPlaces } from '../features/places';
import { sessionState } from '../state/session';

/** The address book's data: the signed-in customer's saved places. */
export function loader() {
  return addressBookAnswers(sessionState.profile?.Id ?? 0);
}

/** The address book `/addressbook`, titled Places, headed My Places. */
export default function AddressBookPage() {
  return <MyPlaces />;
}
