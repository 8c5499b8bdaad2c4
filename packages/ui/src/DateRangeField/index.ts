export { DateRangeField, type DateRangeFieldProps, type DateRangePreset } from './DateRangeField';
