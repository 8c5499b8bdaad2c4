import { MyPlaces } from '../features/places';

/** The address book `/addressbook`, titled Places, headed My Places. */
export default function AddressBookPage() {
  return <MyPlaces />;
}
