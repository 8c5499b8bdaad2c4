import { visuallyHidden } from '@cabkit/ui/theme';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as css from './interim.css';

/** One suggestion: a key, the text put into the field, and secondary text (postcode). */
export interface ComboOption<T> {
  key: string;
  label: string;
  meta: string;
  value: T;
}

/** Props of the interim address combobox. */
export interface AddressComboboxProps<T> {
  label: string;
  /** Text shown for the current value. */
  selectedText: string;
  loadOptions: (text: string) => Promise<ComboOption<T>[]>;
  /** Called with the picked value (null when the text is edited); returning false rejects it and clears the input. */
  onSelect: (value: T | null) => boolean | undefined;
  error?: string;
  /** Fewest characters before searching. */
  minChars?: number;
  placeholder?: string;
}

/**
 * Interim ARIA 1.2 combobox with a listbox popup, used until `@cabkit/ui`'s Autocomplete lands:
 * arrow keys move the active option (aria-activedescendant), Enter picks, Escape closes, results are
 * announced; stale search answers are dropped. The typed text stays when nothing is picked.
 */
export function AddressCombobox<T>({
  label,
  selectedText,
  loadOptions,
  onSelect,
  error,
  minChars = 2,
  placeholder,
}: AddressComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [text, setText] = useState(selectedText);
  const [options, setOptions] = useState<ComboOption<T>[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the store when it sets a value (restored booking, copied address); an emptied value keeps the typed text.
  useEffect(() => {
    if (selectedText) setText(selectedText);
  }, [selectedText]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    if (value.trim().length < minChars) {
      setOptions([]);
      setOpen(false);
      setStatus('');
      return;
    }
    timer.current = setTimeout(() => {
      setStatus('Searching…');
      loadOptions(value.trim()).then(
        (found) => {
          if (ticket !== latest.current) return;
          setOptions(found);
          setActive(-1);
          setOpen(true);
          setStatus(found.length === 0 ? 'No addresses found' : `${found.length} addresses found`);
        },
        () => {
          if (ticket !== latest.current) return;
          setOptions([]);
          setOpen(false);
          setStatus('Address search failed, please try again.');
        },
      );
    }, 200);
  };

  const pick = (option: ComboOption<T>) => {
    latest.current++;
    setText(option.label);
    setOpen(false);
    setOptions([]);
    setStatus('');
    if (onSelect(option.value) === false) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open && options.length > 0) setOpen(true);
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeOption = open && active >= 0 ? options[active] : undefined;
  const describedBy = [error ? errorId : '', statusId].filter(Boolean).join(' ');
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={css.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (selectedText) onSelect(null);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className={css.listbox}
        hidden={!open || options.length === 0}
      >
        {options.map((option, index) => (
          <div
            key={option.key}
            id={`${listId}-${option.key}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={css.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') pick(option);
            }}
          >
            <span>{option.label}</span>
            <span className={css.optionMeta}>{option.meta}</span>
          </div>
        ))}
      </div>
      <span id={statusId} className={visuallyHidden} role="status">
        {status}
      </span>
      {error && (
        <p id={errorId} className={css.error}>
          <span className={visuallyHidden}>Error:</span> {error}
        </p>
      )}
    </div>
  );
}
