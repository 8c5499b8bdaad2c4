import { Price } from '../Price/Price';
import { Select, type SelectOption, type SelectProps } from '../Select/Select';
import * as styles from './VehicleSelect.css';

/** A vehicle type offered in the dropdown. */
export interface VehicleOption extends SelectOption {
  /** Picture URL (decorative: the name says what it is). */
  image?: string;
  /** Passenger capacity. */
  passengers: number;
  /** Luggage capacity. */
  luggage: number;
  /** Hand-bag capacity. */
  handBags?: number;
  /** Fare for this vehicle in pounds, when quoted. */
  price?: number | null;
}

/** Props of `VehicleSelect`: a `Select` of vehicles. */
export type VehicleSelectProps = Omit<SelectProps<VehicleOption>, 'renderOption' | 'items'> & {
  /** The vehicle types. */
  vehicles: readonly VehicleOption[];
};

/** Capacity text, e.g. "4 passengers, 2 luggage, 2 hand bags". */
export function vehicleCapacityText(vehicle: Pick<VehicleOption, 'passengers' | 'luggage' | 'handBags'>): string {
  const parts = [
    `${vehicle.passengers} ${vehicle.passengers === 1 ? 'passenger' : 'passengers'}`,
    `${vehicle.luggage} luggage`,
  ];
  if (vehicle.handBags !== undefined) parts.push(`${vehicle.handBags} hand ${vehicle.handBags === 1 ? 'bag' : 'bags'}`);
  return parts.join(', ');
}

/** The vehicle dropdown: each option shows the vehicle's image, capacity and price (docs/behaviour/journey.md#vehicle-choice). */
export function VehicleSelect({ vehicles, placeholder = 'Choose a vehicle', ...props }: VehicleSelectProps) {
  return (
    <Select<VehicleOption>
      {...props}
      placeholder={placeholder}
      items={vehicles}
      renderOption={(vehicle) => (
        <span className={styles.vehicle}>
          {vehicle.image && <img className={styles.image} src={vehicle.image} alt="" />}
          <span className={styles.text}>
            <span className={styles.name}>{vehicle.label}</span>
            <span className={styles.capacity}>{vehicleCapacityText(vehicle)}</span>
          </span>
          {vehicle.price !== undefined && vehicle.price !== null && (
            <Price amount={vehicle.price} format="vehicle" size="small" />
          )}
        </span>
      )}
    />
  );
}
