export { NumberStepper, type NumberStepperProps } from './NumberStepper';
