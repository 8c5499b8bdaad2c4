export { AsapLaterSwitch, type AsapLaterSwitchProps, type PickUpChoice } from './AsapLaterSwitch';
