import { validateText } from '@cabkit/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  shouldCheckOnBlur,
} from '../parts/Field';
import * as fieldStyles from '../parts/field.css';
import * as styles from './TextField.css';

/** Props of `TextField`: RAC text-field props plus label, description, error and Cabkit's validation hooks. */
export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'validate' | 'value' | 'defaultValue' | 'onChange'>,
    FieldChromeProps {
  /** The visible label; also the `{title}` in messages such as "{title} is required". */
  label: string;
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the text after the typing filter. */
  onChange?: (value: string) => void;
  /** Placeholder text (never a substitute for the label). */
  placeholder?: string;
  /** Render a multi-line text area. */
  isMultiline?: boolean;
  /** Rows of the text area. */
  rows?: number;
  /** Typing filter applied to every change (e.g. digits only); the filtered text is what the field holds. */
  filterInput?: (text: string) => string;
  /** Display format applied to the held text (e.g. card number groups). */
  formatValue?: (text: string) => string;
  /**
   * Validator returning a message or undefined; runs when the field loses focus and then on every change.
   * Defaults to the text-box rule: '{label} is required' when required (the default), max 255 characters.
   */
  validate?: (value: string) => string | undefined;
  /** Show the validator's message now, without waiting for blur (e.g. after a submit attempt). */
  showValidation?: boolean;
  /** Offer a Show/Hide button for a password (`type="password"`). */
  allowReveal?: boolean;
  /** Extra content after the input inside the field (e.g. a hint link). */
  children?: ReactNode;
  /** Content drawn inside the input's right end (e.g. the card brand); the input leaves room for it. */
  inputEnd?: ReactNode;
}

/**
 * A labelled text box (text, email, password, textarea ...) on react-aria-components. Required by default (docs/behaviour/common.md#password);
 * errors are tied to the input by aria-describedby, prefixed "Error:" for screen readers, shown after blur.
 */
export function TextField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  placeholder,
  isMultiline = false,
  rows = 4,
  filterInput,
  formatValue,
  validate,
  showValidation = false,
  allowReveal = false,
  isRequired = true,
  maxLength = 255,
  type = 'text',
  onBlur,
  children,
  inputEnd,
  ...props
}: TextFieldProps) {
  const [innerValue, setInnerValue] = useState(defaultValue ?? '');
  const [isTouched, setTouched] = useState(false);
  // What the passenger last typed: a value set from outside (a form clearing its passwords after a refused sign-in)
  // is not theirs, so it starts the box afresh instead of flagging it.
  const typed = useRef<string | undefined>(undefined);
  const [isRevealed, setRevealed] = useState(false);
  const current = value ?? innerValue;
  const check = validate ?? ((text: string) => validateText(text, label, { required: isRequired, maxLength }));
  const ownError = isTouched || showValidation ? check(current) : undefined;
  const shownError = errorMessage ?? ownError;
  const isInvalid = Boolean(shownError) || props.isInvalid === true;
  const display = formatValue ? formatValue(current) : current;
  const inputType = type === 'password' && isRevealed ? 'text' : type;

  useEffect(() => {
    if (value !== undefined && typed.current !== undefined && value !== typed.current) {
      typed.current = undefined;
      setTouched(false);
    }
  }, [value]);

  const handleChange = (text: string) => {
    const next = filterInput ? filterInput(text) : text;
    typed.current = next;
    if (value === undefined) setInnerValue(next);
    onChange?.(next);
  };

  return (
    <AriaTextField
      {...props}
      type={inputType}
      value={display}
      onChange={handleChange}
      onBlur={(event) => {
        if (shouldCheckOnBlur(current, typed.current !== undefined)) setTouched(true);
        onBlur?.(event);
      }}
      isRequired={isRequired}
      maxLength={formatValue ? undefined : maxLength}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel showOptional={!isRequired}>{label}</FieldLabel>
      {isMultiline ? (
        <TextArea className={fieldStyles.textArea} placeholder={placeholder} rows={rows} />
      ) : type === 'password' && allowReveal ? (
        <div className={styles.inputRow}>
          <Input className={`${fieldStyles.input} ${styles.inputWithButton}`} placeholder={placeholder} />
          <AriaButton
            className={styles.inlineButton}
            aria-label={isRevealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={isRevealed}
            onPress={() => setRevealed(!isRevealed)}
          >
            {isRevealed ? 'Hide' : 'Show'}
          </AriaButton>
        </div>
      ) : inputEnd ? (
        <div className={styles.inputRow}>
          <Input className={`${fieldStyles.input} ${styles.inputWithEnd}`} placeholder={placeholder} />
          {inputEnd}
        </div>
      ) : (
        <Input className={fieldStyles.input} placeholder={placeholder} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{shownError}</FieldErrorMessage>
      {children}
    </AriaTextField>
  );
}
