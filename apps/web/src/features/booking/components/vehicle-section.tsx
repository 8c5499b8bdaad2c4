import { t } from '@lingui/core/macro';
import { NO_VEHICLE_FOUND_MESSAGE } from '@cabkit/domain/errors';
import { useMoney } from '../../../i18n/formats';
import { vehicleCarries, vehicleFits } from '@cabkit/domain/quote';
import { vehicleMeetsNeeds } from '@cabkit/domain/terms';
import { SegmentedChoice } from '@cabkit/ui/SegmentedChoice';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type VehicleCard, VehicleCards } from '@cabkit/ui/VehicleCards';
import { Suspense, useEffect, useId } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import type { VehicleType } from '../../../api/get-vehicle-types';
import { bookingState } from '../../../state/booking';
import { configState } from '../../../state/config';
import { vehiclesState } from '../../../state/vehicles';
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
import * as css from './booking.css';
import * as styles from './vehicle-section.css';

/**
 * A vehicle's picture: the tenant's own from its brand (keyed by the picture's name, "saloon"), else the one the
 * vehicle type carries.
 */
function vehiclePicture(image: string, brandPictures: Readonly<Record<string, string>> | undefined): string {
  const key =
    image
      .split('/')
      .pop()
      ?.replace(/\.[^.]*$/, '') ?? '';
  return brandPictures?.[key] ?? image;
}

/** Skeleton lines while a part of the step loads ("Loading…" for screen readers). */
function Loading({ lines }: { lines: number }) {
  return (
    <Skeleton label={t`Loading…`}>
      <SkeletonText lines={lines} />
    </Skeleton>
  );
}

/**
 * The vehicle step: passengers and luggage first (steppers within the configured limits, pets and seats under "Add
 * extras"), then the price tiers as one segmented choice (three shown, the second by default, each with the chosen
 * vehicle's price), then one card per vehicle type at the chosen tier's price from the quotation's AdditionalPrices
 * (types too small for the party cannot be chosen).
 */
export function VehicleSection() {
  const money = useMoney();
  const booking = useSnapshot(bookingState);
  const vehicles = useSnapshot(vehiclesState);
  const { brand } = useSnapshot(configState);
  const { tiers } = useSnapshot(priceTiersState);
  const errorId = useId();
  useEffect(() => {
    void loadPriceTiers();
  }, []);
  const factor = tierFactor(tiers, booking.priceTier);
  const noneFits =
    vehicles.types.length > 0 && fittingVehicleId(vehicles.types, booking.options, booking.vehicleId) === undefined;
  const chosenFares = vehicleFares(booking.quote, booking.vehicleId);
  const chosenTier = tiers.find((tier) => tier.index === booking.priceTier);
  const error = booking.errors.vehicle;
  const card = (type: Snapshot<VehicleType>): VehicleCard => {
    const fares = vehicleFares(booking.quote, type.Id);
    const carries = vehicleCarries(type);
    return {
      id: String(type.Id),
      name: type.Name,
      description: type.Description || undefined,
      image: type.Image ? vehiclePicture(type.Image, brand?.vehicles) : undefined,
      passengers: carries.passengers,
      luggage: carries.cases,
      price: fares ? tieredTotal(fares, factor) : null,
      unavailable: !vehicleFits(type, booking.options)
        ? t`Too small for your party`
        : !vehicleMeetsNeeds(type.Equipment ?? [], needsOf(booking.access, booking.options))
          ? t`Does not meet your access needs`
          : undefined,
    };
  };
  return (
    <section className={css.section} aria-labelledby="vehicle-heading">
      <h2 id="vehicle-heading" className={css.sectionHeading}>
        {t`Vehicle`}
      </h2>
      <Suspense fallback={<Loading lines={2} />}>
        <OptionsFields />
      </Suspense>
      {tiers.length > 1 && (
        <div className={styles.tiers}>
          <SegmentedChoice
            label={t`Price tier`}
            aria-describedby={chosenTier?.description ? `${errorId}-tier` : undefined}
            value={String(booking.priceTier)}
            onChange={(id) => void choosePriceTier(Number(id))}
            segments={tiers.map((tier) => ({
              value: String(tier.index),
              label: tier.name,
              detail: chosenFares
                ? money(tieredTotal(chosenFares, tier.factor), booking.quote?.CurrencyCode, 'always')
                : undefined,
            }))}
          />
          {chosenTier?.description && (
            <p id={`${errorId}-tier`} className={css.muted}>
              {chosenTier.description}
            </p>
          )}
        </div>
      )}
      {vehicles.error && <p className={css.alert}>{vehicles.error}</p>}
      {vehicles.loading && vehicles.types.length === 0 && <Loading lines={4} />}
      {vehicles.types.length > 0 && (
        <VehicleCards
          aria-label={t`Vehicle`}
          name={`${errorId}-vehicle`}
          vehicles={vehicles.types.map(card)}
          value={String(booking.vehicleId)}
          onChange={(id) => chooseVehicle(Number(id))}
          errorMessage={error}
        />
      )}
      {noneFits && (
        <p className={css.alert} role="alert">
          <span className={visuallyHidden}>{t`Error:`}</span> {NO_VEHICLE_FOUND_MESSAGE}
        </p>
      )}
    </section>
  );
}
