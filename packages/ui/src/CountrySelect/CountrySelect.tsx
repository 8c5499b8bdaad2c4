import { type Country, countries } from '../parts/countries';
import { Select, type SelectOption, type SelectProps } from '../Select/Select';

/** A country option: id is the ISO code. */
export interface CountryOption extends SelectOption {
  /** International dialing code, e.g. +44. */
  dialingCode: string;
}

/** Every country as a select option (id = ISO code, label = English name). */
export const countryOptions: readonly CountryOption[] = countries.map((country: Country) => ({
  id: country.code,
  label: country.name,
  dialingCode: country.dialingCode,
}));

/** Props of `CountrySelect`. */
export type CountrySelectProps = Omit<SelectProps<CountryOption>, 'items'>;

/** A country dropdown (billing address); ids are ISO codes, default United Kingdom (docs/behaviour/payment.md#card-dialog). */
export function CountrySelect({ defaultValue = 'GB', placeholder = 'Choose a country', ...props }: CountrySelectProps) {
  return (
    <Select<CountryOption>
      {...props}
      defaultValue={props.value === undefined ? defaultValue : undefined}
      placeholder={placeholder}
      items={countryOptions}
      autoComplete="country"
    />
  );
}
