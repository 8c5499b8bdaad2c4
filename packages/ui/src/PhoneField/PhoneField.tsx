import { filterPhoneInput, validatePhone } from '@cabkit/domain';
import { useState } from 'react';
import { type CountryOption, countryOptions } from '../CountrySelect/CountrySelect';
import { Select } from '../Select/Select';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PhoneField.css';

/**
 * Where the dialing code comes from: held by the caller (`dialingCode`), or held here from `defaultDialingCode`.
 * Either is the app's to give (the tenant's own code, docs/behaviour/common.md#phone), so neither has a default.
 */
type DialingCodeSource =
  | {
      /** The dialing code, e.g. the tenant's (controlled). */
      dialingCode: string;
      defaultDialingCode?: never;
    }
  | {
      dialingCode?: undefined;
      /** Initial dialing code: the tenant's own (the configuration's DialingCode). */
      defaultDialingCode: string;
    };

/** Props of `PhoneField`. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'filterInput' | 'formatValue' | 'validate'> &
  DialingCodeSource & {
    /** Called with the new dialing code when another country is chosen. */
    onDialingCodeChange?: (dialingCode: string, country: CountryOption) => void;
    /** Label of the dialing-code picker (default "Dialing code"). */
    dialingCodeLabel?: string;
    /** Replaces the phone rule (digits, no leading 0, internationally valid). */
    validate?: (value: string, dialingCode: string) => string | undefined;
  };

/** The country shown for a code several countries share (GB before Guernsey, US before Canada, ...). */
const PREFERRED = ['GB', 'US', 'RU', 'AU', 'IT', 'NO'];

/** The country id shown for a dialing code (the main country when several share it). */
function countryFor(dialingCode: string): string {
  const sharing = countryOptions.filter((country) => country.dialingCode === dialingCode);
  return (sharing.find((country) => PREFERRED.includes(country.id)) ?? sharing[0])?.id ?? 'GB';
}

/**
 * A phone box with a dialing-code picker. Typing keeps digits only and blocks a leading 0; the number must be
 * internationally valid for the chosen code (docs/behaviour/common.md#phone).
 */
export function PhoneField({
  label,
  dialingCode,
  defaultDialingCode,
  onDialingCodeChange,
  dialingCodeLabel = 'Dialing code',
  validate,
  isRequired = true,
  isDisabled,
  ...props
}: PhoneFieldProps) {
  const [innerCode, setInnerCode] = useState(defaultDialingCode ?? '');
  const [countryId, setCountryId] = useState(() => countryFor(dialingCode ?? defaultDialingCode));
  const code = dialingCode ?? innerCode;
  const shownCountry =
    countryOptions.find((c) => c.id === countryId)?.dialingCode === code ? countryId : countryFor(code);
  return (
    <div className={styles.row}>
      <Select<CountryOption>
        className={styles.code}
        label={dialingCodeLabel}
        items={countryOptions}
        value={shownCountry}
        isDisabled={isDisabled || props.isReadOnly}
        renderOption={(country) => `${country.label} (${country.dialingCode})`}
        renderValue={(country) => country.dialingCode}
        onChange={(id, country) => {
          if (!id || !country) return;
          setCountryId(id);
          if (dialingCode === undefined) setInnerCode(country.dialingCode);
          onDialingCodeChange?.(country.dialingCode, country);
        }}
      />
      <div className={styles.number}>
        <TextField
          {...props}
          label={label}
          type="tel"
          inputMode="numeric"
          autoComplete={props.autoComplete ?? 'tel-national'}
          isRequired={isRequired}
          isDisabled={isDisabled}
          filterInput={filterPhoneInput}
          validate={(value) => (validate ? validate(value, code) : validatePhone(value, label, code, isRequired))}
        />
      </div>
    </div>
  );
}
