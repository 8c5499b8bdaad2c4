import { NO_VEHICLE_FOUND_MESSAGE } from '@cabkit/domain/errors';
import { vehicleCarries, vehicleFits } from '@cabkit/domain/quote';
import { vehicleMeetsNeeds } from '@cabkit/domain/terms';
import { PaymentMethodTiles } from '@cabkit/ui/PaymentMethodTiles';
import { visuallyHidden } from '@cabkit/ui/theme';
import { Suspense, useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { formatPrice } from '@cabkit/domain/money';
import { bookingState } from '../../../state/booking';
import * as styles from './vehicle-section.css';
import {
  choosePriceTier,
  fittingVehicleId,
  loadPriceTiers,
  needsOf,
  OptionsFields,
  priceTiersState,
  tierFactor,
  tieredTotal,
  vehicleFares,
} from '../../extras';
import { chooseVehicle } from '../state/actions';
import { vehiclesState } from '../../../state/vehicles';
import * as css from './booking.css';

/**
 * The vehicle step: passengers and luggage (steppers within the configured limits), every vehicle type with
 * its price at the chosen tier from the quotation's AdditionalPrices (types too small for the party cannot
 * be chosen), and the price tiers (three shown, the second by default) with the chosen vehicle's price.
 */
export function VehicleSection() {
  const booking = useSnapshot(bookingState);
  const vehicles = useSnapshot(vehiclesState);
  const { tiers } = useSnapshot(priceTiersState);
  const groupId = useId();
  useEffect(() => {
    void loadPriceTiers();
  }, []);
  const factor = tierFactor(tiers, booking.priceTier);
  const noneFits =
    vehicles.types.length > 0 && fittingVehicleId(vehicles.types, booking.options, booking.vehicleId) === undefined;
  const chosenFares = vehicleFares(booking.quote, booking.vehicleId);
  const error = booking.errors.vehicle;
  return (
    <section className={css.section} aria-labelledby="vehicle-heading">
      <h2 id="vehicle-heading" className={css.sectionHeading}>
        Vehicle
      </h2>
      <Suspense fallback={<p role="status">Loading options…</p>}>
        <OptionsFields />
      </Suspense>
      {vehicles.error && <p className={css.alert}>{vehicles.error}</p>}
      {vehicles.loading && vehicles.types.length === 0 && <p role="status">Loading vehicles…</p>}
      {vehicles.types.length > 0 && (
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-describedby={error ? `${groupId}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className={styles.vehicleGroup}
        >
          <span id={`${groupId}-label`} className={visuallyHidden}>
            Vehicle
          </span>
          <div className={styles.vehicleTiles}>
            {vehicles.types.map((type) => {
              const fares = vehicleFares(booking.quote, type.Id);
              const fits = vehicleFits(type, booking.options);
              const meets = vehicleMeetsNeeds(type.Equipment ?? [], needsOf(booking.access, booking.options));
              const carries = vehicleCarries(type);
              return (
                <label key={type.Id} className={styles.vehicleTile}>
                  {/* Decorative: the tile's text names the vehicle. */}
                  {type.Image && <img className={styles.vehicleImage} src={type.Image} alt="" width={96} height={48} />}
                  <span>
                    <input
                      className={styles.vehicleRadio}
                      type="radio"
                      name={groupId}
                      value={String(type.Id)}
                      checked={booking.vehicleId === type.Id}
                      disabled={!fits || !meets}
                      onChange={() => chooseVehicle(type.Id)}
                    />{' '}
                    {type.Name}
                  </span>
                  {type.Description && <span className={css.muted}>{type.Description}</span>}
                  <span className={css.muted}>
                    {carries.passengers} passengers, {carries.cases} cases, {carries.handBags} hand bags
                    {fares ? ` · ${formatPrice(tieredTotal(fares, factor))}` : ''}
                  </span>
                  {!fits && <span className={css.muted}>Too small for your party</span>}
                  {!meets && <span className={css.muted}>Does not meet your access needs</span>}
                </label>
              );
            })}
          </div>
          {error && (
            <p id={`${groupId}-error`} className={styles.vehicleError}>
              <span className={visuallyHidden}>Error:</span> {error}
            </p>
          )}
        </div>
      )}
      {noneFits && (
        <p className={css.alert} role="alert">
          <span className={visuallyHidden}>Error:</span> {NO_VEHICLE_FOUND_MESSAGE}
        </p>
      )}
      {tiers.length > 1 && (
        <PaymentMethodTiles
          label="Price tier"
          value={String(booking.priceTier)}
          onChange={(id) => choosePriceTier(Number(id))}
          options={tiers.map((tier) => ({
            id: String(tier.index),
            label: tier.name,
            description: `${tier.description}${chosenFares ? ` · ${formatPrice(tieredTotal(chosenFares, tier.factor))}` : ''}`,
          }))}
        />
      )}
    </section>
  );
}
