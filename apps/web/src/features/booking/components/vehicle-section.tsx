import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { formatPrice } from '../../../lib/money';
import { chooseVehicle } from '../state/actions';
import { vehiclesState } from '../state/vehicles';
import * as css from './booking.css';
import { RadioTiles } from './interim/radio-tiles';

/** The vehicle choice: every vehicle type with its price from the quotation's AdditionalPrices. */
export function VehicleSection() {
  const booking = useSnapshot(bookingState);
  const vehicles = useSnapshot(vehiclesState);
  const prices = booking.quote?.prices ?? [];
  return (
    <section className={css.section} aria-labelledby="vehicle-heading">
      <h2 id="vehicle-heading" className={css.sectionHeading}>
        Vehicle
      </h2>
      {vehicles.error && <p className={css.alert}>{vehicles.error}</p>}
      {vehicles.loading && vehicles.types.length === 0 && <p role="status">Loading vehicles…</p>}
      {vehicles.types.length > 0 && (
        <RadioTiles
          label="Vehicle"
          hideLabel
          value={booking.vehicleId}
          onChange={(id) => chooseVehicle(id)}
          error={booking.errors.vehicle}
          choices={vehicles.types.map((type) => {
            const price = prices.find((p) => p.vehTypeId === type.Id);
            return {
              value: type.Id,
              label: type.Name,
              detail: (
                <span className={css.muted}>
                  {type.Passengers} passengers, {type.Luggages} cases
                  {price ? ` · ${formatPrice(price.totalFare)}` : ''}
                </span>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
