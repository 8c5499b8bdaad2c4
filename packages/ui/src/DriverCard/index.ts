export { DriverCard, type DriverCardProps } from './DriverCard';
