import { DROPDOWN_MAX_HEIGHT_PX } from '@cabkit/domain/model';
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { type FieldChromeProps, FieldDescription, FieldErrorMessage, FieldLabel } from '../parts/Field';
import * as fieldStyles from '../parts/field.css';
import * as styles from './Select.css';

/** An option of a `Select`: a value (`id`) and the text shown. */
export interface SelectOption {
  /** The value. */
  id: string;
  /** The text shown (and read by screen readers). */
  label: string;
  /** Secondary text under the label. */
  description?: string;
  /** The option cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of `Select`. */
export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<
      AriaSelectProps<T>,
      'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'selectedKey' | 'defaultSelectedKey'
    >,
    FieldChromeProps {
  /** The visible label. */
  label: string;
  /** The options: strings are turned into `{ id, label }`. */
  items: readonly (T | string)[];
  /** The chosen option's id (controlled); null for none. */
  value?: string | null;
  /** The initially chosen option's id (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen id and its option. */
  onChange?: (id: string | null, option: T | undefined) => void;
  /** Custom option content (e.g. a vehicle's image, capacity and price). */
  renderOption?: (option: T) => ReactNode;
  /** Custom content of the closed select for the chosen option (default: the option's content). */
  renderValue?: (option: T) => ReactNode;
  /** Text shown when nothing is chosen (default "Select an option"). */
  placeholder?: string;
  /** Extra class for the field wrapper. */
  className?: string;
}

/** Turns string options into `{ id, label }`. */
export function toOptions<T extends SelectOption>(items: readonly (T | string)[]): T[] {
  return items.map((item) => (typeof item === 'string' ? ({ id: item, label: item } as T) : item));
}

/**
 * A dropdown of options (strings, label/value pairs or rich items) on RAC Select: arrow keys, type-ahead,
 * Enter/Escape; the panel is at most 350 px tall (docs/behaviour/journey.md#breakpoints).
 */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  value,
  defaultValue,
  onChange,
  renderOption,
  renderValue,
  placeholder = 'Select an option',
  className,
  ...props
}: SelectProps<T>) {
  const options = toOptions(items);
  const byId = new Map(options.map((option) => [option.id, option]));
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect<T>
      {...props}
      value={value === undefined ? undefined : value}
      defaultValue={defaultValue === undefined ? undefined : defaultValue}
      onChange={(key: Key | null) => {
        const id = key === null ? null : String(key);
        onChange?.(id, id === null ? undefined : byId.get(id));
      }}
      disabledKeys={disabledKeys}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage) || props.isInvalid === true}
      validationBehavior="aria"
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue<T> className={styles.value}>
          {({ selectedItem, defaultChildren }) =>
            renderValue && selectedItem ? renderValue(selectedItem as T) : defaultChildren
          }
        </SelectValue>
        <span aria-hidden="true" className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover} offset={4} maxHeight={DROPDOWN_MAX_HEIGHT_PX}>
        <ListBox<T> className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {renderOption ? (
                renderOption(option)
              ) : (
                <span className={styles.optionText}>
                  <span>{option.label}</span>
                  {option.description && <span className={styles.optionDescription}>{option.description}</span>}
                </span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
