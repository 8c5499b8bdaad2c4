export { type VehicleCard, VehicleCards, type VehicleCardsProps } from './VehicleCards';
