import { type SelectHTMLAttributes, useId } from 'react';
import type { FieldChromeProps } from '../parts/Field';
import * as fieldStyles from '../parts/field.css';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './NativeSelect.css';
import { useSay } from '../parts/words';

/** An option of a `NativeSelect`: a value (`id`) and the text shown. */
export interface NativeSelectOption {
  /** The value. */
  id: string;
  /** The text shown (and read by screen readers). */
  label: string;
  /** The option cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of `NativeSelect`. */
export interface NativeSelectProps
  extends Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
    >,
    FieldChromeProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** The options: strings are turned into `{ id, label }`. */
  items: readonly (NativeSelectOption | string)[];
  /** The chosen option's id (controlled). */
  value?: string;
  /** The initially chosen option's id (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen id and its option. */
  onChange?: (id: string, option: NativeSelectOption | undefined) => void;
  /** The control cannot be used. */
  isDisabled?: boolean;
  /** Extra class for the field wrapper. */
  className?: string;
}

/**
 * A short list of plain text choices (a filter's period, a passenger) as the browser's own `<select>`: the
 * platform's picker on phones, arrow keys and type-ahead on desktops, read by every screen reader as a combo box.
 * It needs no script of its own, so a page whose first view has only such choices stays light.
 * Use `Select` for rich options (images, descriptions) or a list styled with the theme.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  items,
  value,
  defaultValue,
  onChange,
  isDisabled,
  className,
  id,
  ...props
}: NativeSelectProps) {
  const say = useSay();
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const descriptionId = description ? `${ownId}-description` : undefined;
  const errorId = errorMessage ? `${ownId}-error` : undefined;
  const options = items.map((item) => (typeof item === 'string' ? { id: item, label: item } : item));
  const describedBy = [props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...props}
          id={selectId}
          className={`${fieldStyles.input} ${styles.select}`}
          value={value}
          defaultValue={defaultValue}
          disabled={isDisabled}
          aria-describedby={describedBy}
          aria-invalid={errorMessage ? true : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange?.(
              chosen,
              options.find((option) => option.id === chosen),
            );
          }}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron} />
      </div>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          <span className={visuallyHidden}>{say('Error:')}</span> {say(errorMessage)}
        </span>
      )}
    </div>
  );
}
