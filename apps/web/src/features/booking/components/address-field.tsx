import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { isAirport } from '@cabkit/domain/model';
import type { AutocompleteOption } from '@cabkit/ui/Autocomplete';
import { visuallyHidden } from '@cabkit/ui/theme';
import {
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { onFirstIntent } from '../../../lib/intent';
import type { Place } from '../../../state/booking';
import { placeText } from '../../../state/place-text';
import { sessionState } from '../../../state/session';
import * as css from './booking.css';

/** A place as an autocomplete result. */
export interface PlaceOption extends AutocompleteOption {
  /** The place itself. */
  place: Place;
}

/** Characters typed before searching: airports are among the results, and their search starts at 2 (docs/behaviour/journey.md#addresses). */
const ADDRESS_MIN_CHARS = 2;

/** The heading airports are grouped under in the results. */
const AIRPORTS_GROUP = 'Airports';
/** The heading other places are grouped under in the results. */
const ADDRESSES_GROUP = 'Addresses';
/** The heading the signed-in customer's saved places are grouped under, first (docs/behaviour/people.md#contact-dialog: My Places). */
export const SAVED_PLACES_GROUP = 'My Places';

/** A saved place as a result, in its own group; its id cannot collide with a search result's. */
function savedPlaceOption(place: Place): PlaceOption {
  return { ...placeOption(place), id: `saved:${place.Id}`, description: place.Name, group: SAVED_PLACES_GROUP };
}

/** A place as a result: its full address as the text, airports grouped apart with their code. */
function placeOption(place: Place): PlaceOption {
  const airport = isAirport(place);
  return {
    id: `${place.Id}@${place.Latitude},${place.Longitude}`,
    label: placeText(place),
    description: airport && place.Code ? place.Code : undefined,
    group: airport ? AIRPORTS_GROUP : ADDRESSES_GROUP,
    place,
  };
}

/**
 * The signed-in customer's saved places matching the text (none for a guest). My Places loads on the first search,
 * not with the booking's first screen.
 */
async function savedPlaces(text: string): Promise<Place[]> {
  if (!sessionState.profile) return [];
  const { savedPlacesMatching } = await import('../../places');
  return savedPlacesMatching(text);
}

/** /api/searchaddress, its code (and the API client's) fetched with the first search, not with the first screen. */
async function searchPlaces(text: string): Promise<Place[]> {
  const { searchAddress } = await import('../api/search-address');
  return searchAddress(text);
}

/** Results for typed text: the customer's matching saved places first, then /api/searchaddress, airports first. */
export async function loadPlaceOptions(text: string): Promise<PlaceOption[]> {
  const [saved, places] = await Promise.all([savedPlaces(text), searchPlaces(text)]);
  const seen = new Set<string>();
  const options: PlaceOption[] = [];
  for (const place of places) {
    const option = placeOption(place);
    if (seen.has(option.id)) continue;
    seen.add(option.id);
    options.push(option);
  }
  // Grouped results keep their groups together: airports, then addresses, each in the server's order.
  return [
    ...saved.map(savedPlaceOption),
    ...options.filter((option) => option.group === AIRPORTS_GROUP),
    ...options.filter((option) => option.group !== AIRPORTS_GROUP),
  ];
}

type AutocompleteModule = typeof import('@cabkit/ui/Autocomplete');

// The Autocomplete (react-aria's combobox, list box and popover: about 35 KB gzip) is not part of the first
// screen's budget (150 KB before any interaction). It loads on the first sign of use (pointer,
// focus or key in the page), never by a timer; until then a plain labelled box stands in for it, and what is
// typed into the box carries over.
let autocompleteModule: AutocompleteModule | undefined;
let autocompleteLoading: Promise<AutocompleteModule> | undefined;
const listeners = new Set<() => void>();

/** Follows the Autocomplete's arrival (useSyncExternalStore's subscribe). */
function onAutocompleteLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the design system's Autocomplete once; every address field switches to it when it arrives. */
export function loadAutocomplete(): Promise<AutocompleteModule> {
  autocompleteLoading ??= import('@cabkit/ui/Autocomplete').then((module) => {
    autocompleteModule = module;
    for (const notify of listeners) notify();
    return module;
  });
  return autocompleteLoading;
}

function useAutocompleteModule(shellRef: RefObject<HTMLInputElement | null>): AutocompleteModule | undefined {
  // While a field takes over the server's HTML it is the stand-in box, as the server drew it, even when the
  // Autocomplete arrived meanwhile (another field typed into first): React hydrates with the server snapshot, then
  // draws the combobox. A field drawn later in the browser gets the combobox at once.
  const module = useSyncExternalStore(
    onAutocompleteLoaded,
    () => autocompleteModule,
    () => undefined,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in box is read once, when the page is taken over
  useEffect(() => {
    if (module) return;
    // Typed into (or focused) before the app took the page over: every sign of use has passed already, so the
    // combobox loads now and takes the text over, and the search runs.
    const shell = shellRef.current;
    if (shell && (shell.value !== shell.defaultValue || document.activeElement === shell)) void loadAutocomplete();
    return onFirstIntent(() => void loadAutocomplete());
  }, [module]);
  return module;
}

/** Sets an input's text the way typing does, so React (and the combobox behind it) sees the change. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Props of `AddressField`. */
export interface AddressFieldProps {
  /** The visible label (also '{title}' in the messages). */
  label: string;
  /** The chosen place, or null. */
  value: Place | null;
  /** The message from the booking (required, rejected address, quotation Codes 3 and 6). */
  error?: string;
  /**
   * Called with a picked place, or null when the text no longer matches it; false (or a promise of it: the check's
   * code loading on first use) rejects it (the box empties).
   */
  onSelect: (place: Place | null) => boolean | undefined | Promise<boolean | undefined>;
}

/**
 * An address field (pickup, drop-off or via) on the design system's Autocomplete: results from
 * /api/searchaddress after 2 characters, grouped (airports, addresses), "No results found", and
 * '{label} is invalid' on blur when typed text was not picked. A choice the journey rejects (same address,
 * no postcode) empties the box, keeps focus in it and shows the booking's message.
 */
export function AddressField({ label, value, error, onSelect }: AddressFieldProps) {
  useLanguage();
  const shellRef = useRef<HTMLInputElement>(null);
  const module = useAutocompleteModule(shellRef);
  const option = useMemo(() => (value ? placeOption(value) : null), [value]);
  const [resetCount, setResetCount] = useState(0);
  const hostRef = useRef<HTMLDivElement>(null);
  const handover = useRef<{ text: string; focused: boolean } | null>(null);
  const id = useId();

  // Before the stand-in box goes, remember what was typed into it and whether it had focus.
  if (module && shellRef.current) {
    handover.current = { text: shellRef.current.value, focused: document.activeElement === shellRef.current };
  }

  // The real combobox takes over: focus and typed text carry across, so nothing typed is lost.
  useLayoutEffect(() => {
    const carried = handover.current;
    if (!module || !carried) return;
    handover.current = null;
    const input = hostRef.current?.querySelector('input');
    if (!input) return;
    if (carried.focused) input.focus();
    if (carried.text !== input.value) typeInto(input, carried.text);
  }, [module]);

  // After a rejected choice the box is rebuilt empty: put the cursor back in it.
  useEffect(() => {
    if (resetCount > 0) hostRef.current?.querySelector('input')?.focus();
  }, [resetCount]);

  if (!module) {
    return (
      <div ref={hostRef} className={css.addressShell}>
        <label htmlFor={id} className={css.addressShellLabel}>
          {label}
        </label>
        <input
          ref={shellRef}
          id={id}
          className={css.addressShellInput}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          placeholder={t`Start typing an address, place or postcode`}
          defaultValue={option?.label ?? ''}
        />
        {error && (
          <p id={`${id}-error`} className={css.fieldError}>
            <span className={visuallyHidden}>{t`Error:`}</span> {error}
          </p>
        )}
      </div>
    );
  }

  const { Autocomplete } = module;
  return (
    <div ref={hostRef}>
      <Autocomplete<PlaceOption>
        key={resetCount}
        label={label}
        isRequired
        minChars={ADDRESS_MIN_CHARS}
        loadOptions={loadPlaceOptions}
        value={option}
        errorMessage={error}
        placeholder={t`Start typing an address, place or postcode`}
        onChange={(chosen) => {
          void Promise.resolve(onSelect(chosen ? chosen.place : null)).then((accepted) => {
            if (chosen && accepted === false) setResetCount((count) => count + 1);
          });
        }}
      />
    </div>
  );
}
