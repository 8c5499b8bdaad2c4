export { DateTimePicker, type DateTimePickerProps, type DateTimeValue, type PickerMinuteStep } from './DateTimePicker';
export { dateOptions, firstSlotAfter, minuteChoices } from './logic';
