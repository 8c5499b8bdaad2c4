import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  type ComboBoxProps,
  ComboBoxStateContext,
  Header,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { TEXT_MAX_LENGTH } from '@cabkit/domain';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  shouldCheckOnBlur,
} from '../parts/Field';
import * as fieldStyles from '../parts/field.css';
import * as selectStyles from '../Select/Select.css';
import { Spinner } from '../Spinner/Spinner';
import { media } from '../theme/media';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Autocomplete.css';

/** One result of an autocomplete search. */
export interface AutocompleteOption {
  /** Unique id of the result. */
  id: string;
  /** The text shown and put into the box when chosen. */
  label: string;
  /** Secondary text (e.g. the postcode or the airport code). */
  description?: string;
  /** Results with a group are listed under that heading (e.g. "Airports", "Addresses"). */
  group?: string;
}

/** Props of `Autocomplete`. */
export interface AutocompleteProps<T extends AutocompleteOption>
  extends Omit<
      ComboBoxProps<T>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'className'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'validate'
    >,
    FieldChromeProps {
  /** The visible label; also `{title}` in the messages. */
  label: string;
  /** Searches for the typed text; called after the debounce once `minChars` are typed. */
  loadOptions: (text: string) => Promise<readonly T[]>;
  /** Characters needed before searching (default 1; use 2 for airports and airlines, docs/behaviour/flights.md#flight-data). */
  minChars?: number;
  /** Debounce before searching, in ms (default 250). */
  debounceMs?: number;
  /** Most characters the box takes (default 255, a text box's limit: docs/behaviour/common.md#text-box). */
  maxLength?: number;
  /** The chosen option (controlled); null for none. */
  value?: T | null;
  /** The initially chosen option (uncontrolled). */
  defaultValue?: T | null;
  /** Called when an option is chosen, or with null when the text is cleared or no longer matches the choice. */
  onChange?: (option: T | null) => void;
  /** Called with the typed text. */
  onInputChange?: (text: string) => void;
  /** Message when typed text was not chosen from the list on blur (default '{label} is invalid'). */
  invalidMessage?: string;
  /** Message when required and left empty (default '{label} is required'). */
  requiredMessage?: string;
  /** Text when a search finds nothing (default "No results found"). */
  notFoundText?: string;
  /** Custom option content. */
  renderOption?: (option: T) => ReactNode;
  /** Placeholder text. */
  placeholder?: string;
}

type Group<T> = { id: string; name: string; options: T[] };

/** Splits results into their groups, keeping the order of first appearance. */
export function groupOptions<T extends AutocompleteOption>(options: readonly T[]): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  for (const option of options) {
    const name = option.group ?? '';
    let group = groups.get(name);
    if (!group) {
      group = { id: `group:${name}`, name, options: [] };
      groups.set(name, group);
    }
    group.options.push(option);
  }
  return [...groups.values()];
}

/**
 * The input row. Enter while the list offers nothing to choose ("No results found", "Searching…", "Type at least
 * …") closes the list and goes on to the form, so one Enter is one submit attempt; react-aria would only close the
 * list and swallow the Enter, leaving the user wondering why nothing happened.
 */
function InputRow({
  hasOptions,
  rowRef,
  children,
}: {
  hasOptions: boolean;
  rowRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const state = useContext(ComboBoxStateContext);
  return (
    <div
      ref={rowRef}
      className={styles.inputRow}
      onKeyDownCapture={(event) => {
        if (event.key !== 'Enter' || hasOptions || !state?.isOpen) return;
        state.close();
        // Keep react-aria's Enter handler (which prevents the default) from running; the native submit proceeds.
        event.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}

/** How soon after an edit a page scroll counts as the browser bringing the edited box into view. */
const EDIT_SCROLL_MS = 500;

/**
 * On a phone, brings a focused search box (its label first) to the top of the screen, as map apps do, so its list
 * of places opens below it in full instead of under the screen's edge or the on-screen keyboard. Before any typing:
 * the list is not open yet, so the scroll cannot close it.
 */
function makeRoomForOptions(field: HTMLElement | null | undefined) {
  if (!field || typeof window.matchMedia !== 'function' || !window.matchMedia(media.phone).matches) return;
  field.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * Keeps the list open when the page scrolls because the person typed: the browser scrolls a box that is partly
 * off screen into view when its text changes (a word pasted into a box below the fold, a phone keyboard), and
 * react-aria closes a combobox list on any scroll of a container holding the box. Such a close is undone once
 * it has happened; a scroll long after the last edit still closes the list.
 */
function ReopenAfterEditScroll({
  lastEditAt,
  row,
}: {
  lastEditAt: RefObject<number>;
  row: RefObject<HTMLElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  const latest = useRef(state);
  const closedByEditScroll = useRef(false);
  useLayoutEffect(() => {
    latest.current = state;
  });
  useEffect(() => {
    // Registered on mount, before react-aria's own listener (added when the list opens): it sees the list open.
    const onScroll = (event: Event) => {
      const current = latest.current;
      if (!current?.isOpen || !current.isFocused || !row.current) return;
      // The same test react-aria makes before closing: the scrolled node holds the box, and is not an input.
      const target = event.target;
      if (!(target instanceof Node) || !target.contains(row.current) || target instanceof HTMLInputElement) return;
      if (performance.now() - lastEditAt.current > EDIT_SCROLL_MS) return;
      closedByEditScroll.current = true;
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [lastEditAt, row]);
  const isOpen = state?.isOpen ?? false;
  useEffect(() => {
    if (isOpen || !closedByEditScroll.current) return;
    closedByEditScroll.current = false;
    if (state?.isFocused) state.open(null, 'manual');
  }, [isOpen, state]);
  return null;
}

/**
 * A searchable text box (address, airport, airline) on RAC ComboBox: debounced `loadOptions`, minimum characters,
 * loading and not-found states, grouped results, and 'invalid' on blur when typed text was not chosen (docs/behaviour/journey.md#addresses).
 */
export function Autocomplete<T extends AutocompleteOption>({
  label,
  description,
  errorMessage,
  loadOptions,
  minChars = 1,
  debounceMs = 250,
  value,
  defaultValue = null,
  onChange,
  onInputChange,
  invalidMessage,
  requiredMessage,
  notFoundText = 'No results found',
  renderOption,
  placeholder,
  isRequired = false,
  maxLength = TEXT_MAX_LENGTH,
  onBlur,
  ...props
}: AutocompleteProps<T>) {
  const [innerValue, setInnerValue] = useState<T | null>(defaultValue);
  const selected = value === undefined ? innerValue : value;
  const [text, setText] = useState(selected?.label ?? '');
  const [results, setResults] = useState<readonly T[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [searchedText, setSearchedText] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [blurError, setBlurError] = useState<string | undefined>();
  const latestRequest = useRef(0);
  const lastEditAt = useRef(Number.NEGATIVE_INFINITY);
  // Whether the passenger has typed in the box: one only passed through is not flagged as missing on blur.
  const wasTyped = useRef(false);
  const inputRow = useRef<HTMLDivElement | null>(null);
  const justChosen = useRef<T | null>(null);
  // The newest loadOptions, read when the debounce fires. Not an effect dependency: callers often pass an inline
  // function, and a new one on every parent render must not search again for the same text.
  const loadOptionsRef = useRef(loadOptions);
  useLayoutEffect(() => {
    loadOptionsRef.current = loadOptions;
  });

  // Follow a controlled value chosen from outside (e.g. a saved place).
  const selectedLabel = selected?.label;
  useEffect(() => {
    if (selectedLabel !== undefined) setText(selectedLabel);
  }, [selectedLabel]);

  const trimmed = text.trim();
  const shouldSearch = trimmed.length >= minChars && trimmed !== selected?.label;

  useEffect(() => {
    if (!shouldSearch) {
      latestRequest.current += 1;
      setLoading(false);
      return;
    }
    const request = ++latestRequest.current;
    setLoading(true);
    const timer = setTimeout(() => {
      loadOptionsRef.current(trimmed).then(
        (found) => {
          if (request !== latestRequest.current) return;
          setResults(found);
          setSearchedText(trimmed);
          setLoadFailed(false);
          setLoading(false);
        },
        () => {
          if (request !== latestRequest.current) return;
          setResults([]);
          setSearchedText(trimmed);
          setLoadFailed(true);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, shouldSearch, debounceMs]);

  const items = useMemo(() => {
    const visible = selected && !results.some((option) => option.id === selected.id) ? [selected, ...results] : results;
    return visible;
  }, [results, selected]);
  const byId = useMemo(() => new Map(items.map((option) => [option.id, option])), [items]);
  const groups = groupOptions(items);
  const isGrouped = groups.some((group) => group.name !== '');

  const choose = (option: T | null) => {
    if (value === undefined) setInnerValue(option);
    onChange?.(option);
  };

  const handleInput = (next: string) => {
    lastEditAt.current = performance.now();
    wasTyped.current = true;
    setText(next);
    setBlurError(undefined);
    onInputChange?.(next);
    // RAC echoes the chosen option's text right after a selection: that is not the user editing it.
    if (justChosen.current && justChosen.current.label === next) return;
    justChosen.current = null;
    if (selected && next !== selected.label) choose(null);
  };

  const handleSelection = (key: Key | null) => {
    if (key === null) return;
    const option = byId.get(String(key));
    if (!option) return;
    justChosen.current = option;
    setText(option.label);
    setBlurError(undefined);
    choose(option);
  };

  const checkOnBlur = () => {
    if (trimmed === '') {
      setBlurError(isRequired ? (requiredMessage ?? `${label} is required`) : undefined);
    } else if (!selected || selected.label !== text) {
      setBlurError(invalidMessage ?? `${label} is invalid`);
    } else {
      setBlurError(undefined);
    }
  };

  const shownError = errorMessage ?? blurError;
  const emptyText =
    trimmed.length < minChars
      ? `Type at least ${minChars} ${minChars === 1 ? 'character' : 'characters'} to search`
      : isLoading || searchedText !== trimmed
        ? 'Searching…'
        : loadFailed
          ? 'Something went wrong, please try again.'
          : notFoundText;
  const statusText = isLoading
    ? 'Searching…'
    : searchedText === trimmed && trimmed.length >= minChars && !selected
      ? results.length === 0
        ? emptyText
        : `${results.length} ${results.length === 1 ? 'result' : 'results'} found`
      : '';

  const renderItem = (option: T) => (
    <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={selectStyles.option}>
      {renderOption ? (
        renderOption(option)
      ) : (
        <span className={selectStyles.optionText}>
          <span>{option.label}</span>
          {option.description && <span className={selectStyles.optionDescription}>{option.description}</span>}
        </span>
      )}
    </ListBoxItem>
  );

  return (
    <ComboBox<T>
      {...props}
      // Results come from loadOptions already matched: never filter them again on the client.
      defaultFilter={() => true}
      inputValue={text}
      onInputChange={handleInput}
      selectedKey={selected?.id ?? null}
      onSelectionChange={handleSelection}
      allowsEmptyCollection
      allowsCustomValue
      menuTrigger="input"
      isRequired={isRequired}
      isInvalid={Boolean(shownError) || props.isInvalid === true}
      validationBehavior="aria"
      onBlur={(event) => {
        if (shouldCheckOnBlur(text, wasTyped.current)) checkOnBlur();
        onBlur?.(event);
      }}
      className={`${fieldStyles.field} ${styles.field}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <ReopenAfterEditScroll lastEditAt={lastEditAt} row={inputRow} />
      <InputRow hasOptions={items.length > 0} rowRef={inputRow}>
        <Input
          onFocus={() => makeRoomForOptions(inputRow.current?.parentElement)}
          className={`${fieldStyles.input} ${styles.inputWithStatus}`}
          placeholder={placeholder}
          maxLength={maxLength}
        />
        {isLoading && (
          <span className={styles.status}>
            <Spinner size="small" isDecorative />
          </span>
        )}
      </InputRow>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{shownError}</FieldErrorMessage>
      <span className={visuallyHidden} role="status" aria-live="polite">
        {statusText}
      </span>
      <Popover className={selectStyles.popover} offset={4} maxHeight={350}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={styles.emptyState}>{emptyText}</div>}
        >
          {isGrouped
            ? groups.map((group) => (
                <ListBoxSection key={group.id} id={group.id}>
                  {group.name && <Header className={selectStyles.sectionHeader}>{group.name}</Header>}
                  {group.options.map(renderItem)}
                </ListBoxSection>
              ))
            : items.map(renderItem)}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
