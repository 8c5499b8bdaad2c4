import { filterPhoneInput, validatePhone } from '@cabkit/domain';
import { useState } from 'react';
import { type CountryOption, countryOptions } from '../CountrySelect/CountrySelect';
import { Select } from '../Select/Select';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PhoneField.css';

/** Props of `PhoneField`. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'filterInput' | 'formatValue' | 'validate'> & {
  /** The dialing code, e.g. "+44" (controlled). */
  dialingCode?: string;
  /** Initial dialing code (default "+44", docs/behaviour/common.md#phone). */
  defaultDialingCode?: string;
  /** Called with the new dialing code when another country is chosen. */
  onDialingCodeChange?: (dialingCode: string, country: CountryOption) => void;
  /** Label of the dialing-code picker (default "Dialing code"). */
  dialingCodeLabel?: string;
  /** Replaces the phone rule (digits, no leading 0, internationally valid). */
  validate?: (value: string, dialingCode: string) => string | undefined;
};

const PREFERRED: Record<string, string> = {
  '+44': 'GB',
  '+1': 'US',
  '+7': 'RU',
  '+61': 'AU',
  '+39': 'IT',
  '+47': 'NO',
};

/** The country id shown for a dialing code (the main country when several share it). */
function countryFor(dialingCode: string): string {
  const preferred = PREFERRED[dialingCode];
  if (preferred) return preferred;
  return countryOptions.find((country) => country.dialingCode === dialingCode)?.id ?? 'GB';
}

/**
 * A phone box with a dialing-code picker. Typing keeps digits only and blocks a leading 0; the number must be
 * internationally valid for the chosen code (docs/behaviour/common.md#phone).
 */
export function PhoneField({
  label,
  dialingCode,
  defaultDialingCode = '+44',
  onDialingCodeChange,
  dialingCodeLabel = 'Dialing code',
  validate,
  isRequired = true,
  isDisabled,
  ...props
}: PhoneFieldProps) {
  const [innerCode, setInnerCode] = useState(defaultDialingCode);
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
