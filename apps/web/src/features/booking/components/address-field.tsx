import { useCallback } from 'react';
import type { Place } from '../../../state/booking';
import { searchAddress } from '../api/search-address';
import { placeText } from '../state/quote';
import { AddressCombobox, type ComboOption } from './interim/address-combobox';

/** Suggestions for typed text: each place's name with its postcode. */
export async function loadPlaceOptions(text: string): Promise<ComboOption<Place>[]> {
  const places = await searchAddress(text);
  return places.map((place, index) => ({
    key: `${place.Id}-${index}`,
    label: placeText(place),
    meta: place.Postcode,
    value: place,
  }));
}

/** An address field (pickup, drop-off or via) that autocompletes from /api/searchaddress. */
export function AddressField({
  label,
  value,
  error,
  onSelect,
}: {
  label: string;
  value: Place | null;
  error?: string;
  onSelect: (place: Place | null) => boolean | undefined;
}) {
  const load = useCallback(loadPlaceOptions, []);
  return (
    <AddressCombobox
      label={label}
      selectedText={value ? placeText(value) : ''}
      loadOptions={load}
      onSelect={onSelect}
      error={error}
      placeholder="Start typing an address, place or postcode"
    />
  );
}
