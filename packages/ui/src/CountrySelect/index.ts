export { type CountryOption, CountrySelect, type CountrySelectProps, countryOptions } from './CountrySelect';
