import {
  cardBrand,
  formatCardNumber,
  formatExpiryInput,
  formatCvc,
  stripCardNumber,
  validateCardNumber,
  validateConfirmPassword,
  validateCvc,
  validateEmail,
  validatePassword,
  validatePostcode,
  validateText,
} from '@cabkit/domain';
import { Text } from 'react-aria-components';
import { TextField, type TextFieldProps } from './TextField';
import * as styles from './TextField.css';
import { useSay } from '../parts/words';

/** Props of the specialised text boxes: a TextField without `type`/`validate` (the kind sets them). */
export type KindFieldProps = Omit<TextFieldProps, 'type' | 'validate' | 'filterInput' | 'formatValue'> & {
  /** Replaces the kind's validator (e.g. a form's own rule); still run on blur. */
  validate?: (value: string) => string | undefined;
};

/** An e-mail box: `type=email`, e-mail keyboard, '{label} is required' / '{label} is invalid' (docs/behaviour/common.md#email). */
export function EmailField({ isRequired = true, label, validate, ...props }: KindFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="email"
      inputMode="email"
      autoComplete={props.autoComplete ?? 'email'}
      isRequired={isRequired}
      validate={validate ?? ((value) => validateEmail(value, label, isRequired))}
    />
  );
}

/**
 * A password box: 6-20 characters after trimming (docs/behaviour/common.md#password). It does not stop typing at 20:
 * a pasted 25-character password cut to 20 would be saved without a word, so a longer one is shown as an error.
 */
export function PasswordField({ label, validate, ...props }: KindFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="password"
      allowReveal
      autoComplete={props.autoComplete ?? 'current-password'}
      validate={validate ?? ((value) => validatePassword(value, label))}
    />
  );
}

/** Props of `ConfirmPasswordField`. */
export type ConfirmPasswordFieldProps = KindFieldProps & {
  /** The password it must match. */
  password: string;
};

/** A confirm-password box: its own password rules, then 'Password and Confirm password not match' (docs/behaviour/common.md#password). */
export function ConfirmPasswordField({ label, password, validate, ...props }: ConfirmPasswordFieldProps) {
  return (
    <PasswordField
      {...props}
      label={label}
      autoComplete={props.autoComplete ?? 'new-password'}
      validate={validate ?? ((value) => validateConfirmPassword(password, value, label))}
    />
  );
}

/** A multi-line text box (note to driver, messages): required by default, max 255 (docs/behaviour/journey.md#note-to-driver). */
export function TextAreaField({ label, isRequired = true, validate, ...props }: KindFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      isMultiline
      isRequired={isRequired}
      validate={validate ?? ((value) => validateText(value, label, { required: isRequired }))}
    />
  );
}

/** A postcode box: letters, digits, _ - and inner spaces, max 9, else '{label} is invalid' (docs/behaviour/common.md#postcode). */
export function PostcodeField({ label, isRequired = true, validate, ...props }: KindFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      maxLength={9}
      autoComplete={props.autoComplete ?? 'postal-code'}
      isRequired={isRequired}
      validate={validate ?? ((value) => validatePostcode(value, label, isRequired))}
    />
  );
}

/**
 * A card-number box: digits grouped by card type as typed (4242 4242 ...), spaces stripped from the value it
 * reports, the brand (Visa, Mastercard, American Express) named inside the box as soon as the prefix tells it
 * and read as the field's description, 'Card number is required' / 'Card number is invalid'
 * (docs/behaviour/payment.md#card-validation).
 */
export function CardNumberField({ label, validate, ...props }: KindFieldProps) {
  const brand = cardBrand(props.value ?? '');
  return (
    <TextField
      {...props}
      label={label}
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'cc-number'}
      filterInput={(text) => stripCardNumber(formatCardNumber(text))}
      formatValue={formatCardNumber}
      validate={validate ?? ((value) => validateCardNumber(value, label))}
      // Always there (empty until the prefix names a brand): react-aria ties the description when the field mounts.
      inputEnd={
        <Text slot="description" className={styles.inputBadge} data-brand={brand?.id}>
          {brand?.name}
        </Text>
      }
    />
  );
}

/** Props of `CardExpiryField`. */
export type CardExpiryFieldProps = Omit<KindFieldProps, 'validate'> & {
  /** The form's check of the typed MM/YY (domain `validateExpiryInput`), run on blur. */
  validate: (value: string) => string | undefined;
};

/**
 * A card expiry box in one field: MM/YY, the slash put in as the year starts, a visible format hint, numeric
 * keyboard and the browser's `cc-exp` autofill (docs/behaviour/payment.md#card-validation).
 */
export function CardExpiryField({ label, ...props }: CardExpiryFieldProps) {
  const say = useSay();
  return (
    <TextField
      description={say('For example, 08/29')}
      {...props}
      label={label}
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'cc-exp'}
      placeholder={say('MM/YY')}
      filterInput={formatExpiryInput}
    />
  );
}

/** Props of `CardCvcField`. */
export type CardCvcFieldProps = KindFieldProps & {
  /** The card number, which decides the code length (4 for Amex, else 3). */
  cardNumber?: string;
};

/** A card security-code box: digits only, cut at the card type's length as typed (docs/behaviour/payment.md#card-validation). */
export function CardCvcField({ label, cardNumber, validate, ...props }: CardCvcFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'cc-csc'}
      filterInput={(text) => formatCvc(text, cardNumber)}
      validate={validate ?? ((value) => validateCvc(value, cardNumber, label))}
    />
  );
}
