export { Select, type SelectOption, type SelectProps, toOptions } from './Select';
