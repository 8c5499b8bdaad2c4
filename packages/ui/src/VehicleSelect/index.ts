export { VehicleSelect, type VehicleOption, type VehicleSelectProps, vehicleCapacityText } from './VehicleSelect';
