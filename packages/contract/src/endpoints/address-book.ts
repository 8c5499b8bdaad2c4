// The address book's calls, apart from the account forms' schemas: the booking lists read saved places up front
// and need none of the password, sign-up or invoice rules.
import * as v from 'valibot';
import { Address, idInput, numeric, Outcome, requiredText, text } from '../common';

const optional = v.optional;

/** An address-book category (docs/behaviour/account.md#places: home, work; anything else is kept as other). */
export const addressCategoryInput = optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.transform((c) => (c === 'home' || c === 'work' ? c : 'other')),
  ),
  'other',
);

/** POST /api/addressbook body. */
export const AddressBookEntryRequest = v.object({
  custid: idInput,
  name: requiredText(),
  line1: requiredText(),
  line2: optional(text(), ''),
  postcode: v.pipe(v.string(), v.regex(/^(?! )[A-Za-z0-9_\- ]{1,9}(?<! )$/, 'is invalid')),
  category: addressCategoryInput,
  latitude: v.pipe(numeric, v.minValue(-90, 'must be a latitude'), v.maxValue(90, 'must be a latitude')),
  longitude: v.pipe(numeric, v.minValue(-180, 'must be a longitude'), v.maxValue(180, 'must be a longitude')),
  placename: optional(text(), ''),
  fulladdress: optional(text(), ''),
});

/** PUT /api/addressbook body. */
export const AddressBookUpdateRequest = v.object({ ...AddressBookEntryRequest.entries, id: idInput });

/** The address book as read back. */
export const AddressBookResponse = v.object({ ...Outcome.entries, Addresses: v.array(Address) });

/** One saved address as written. */
export const AddressBookEntryResponse = v.object({ ...Outcome.entries, Address: v.nullable(Address) });
