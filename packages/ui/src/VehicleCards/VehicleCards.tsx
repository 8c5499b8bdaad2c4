import type { ReactNode } from 'react';
import { Choice, ChoiceGroup, type ChoiceGroupProps } from '../parts/ChoiceGroup';
import { Price } from '../Price/Price';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './VehicleCards.css';

/** One vehicle offered as a card. */
export interface VehicleCard {
  /** The value the group reports when this vehicle is chosen. */
  id: string;
  name: string;
  /** A line under the name ("Toyota Prius or similar"). */
  description?: string;
  /** Picture URL (decorative: the name says what it is). */
  image?: string;
  /** Passenger capacity. */
  passengers: number;
  /** Luggage capacity (cases). */
  luggage: number;
  /** Price in pounds at the chosen tier; null or absent while not quoted (read as "Price not available"). */
  price?: number | null;
  /** How soon it can be there, as shown ("5 min away"); absent when not known. */
  eta?: string;
  /** Why it cannot be chosen ("Too small for your party"); the card is then disabled. */
  unavailable?: string;
}

/** Props of `VehicleCards`: a radio group of vehicle cards. */
export interface VehicleCardsProps
  extends Pick<
    ChoiceGroupProps,
    'label' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'name' | 'errorMessage' | 'isInvalid'
  > {
  vehicles: readonly VehicleCard[];
  /** The chosen vehicle's id; null for none. */
  value: string | null;
  /** Called with the id of the vehicle chosen. */
  onChange: (id: string) => void;
}

const PersonIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="4.5" r="3" fill="currentColor" />
    <path d="M2 15c0-3.6 2.7-6 6-6s6 2.4 6 6z" fill="currentColor" />
  </svg>
);

const CaseIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M5.5 4V2.5h5V4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <rect x="2" y="4" width="12" height="10" rx="1.5" fill="currentColor" />
  </svg>
);

/** A capacity figure: an icon and the number for the eye, the words for screen readers. */
function Capacity({ icon, count, words }: { icon: ReactNode; count: number; words: string }) {
  return (
    <span className={styles.capacity}>
      {icon}
      {count} <span className={visuallyHidden}>{words}</span>
    </span>
  );
}

/**
 * The vehicle choice (docs/behaviour/journey.md#vehicle-choice): one card per vehicle with its picture, capacity
 * (passengers and luggage, as icons with words for screen readers), how soon it can come when known and its price
 * as a large figure. The cards are one radio group: Tab enters at the chosen card, arrow keys move the choice, and
 * a card that cannot take the party is disabled with its reason.
 */
export function VehicleCards({ vehicles, value, onChange, ...group }: VehicleCardsProps) {
  return (
    <ChoiceGroup
      {...group}
      values={vehicles.map((vehicle) => vehicle.id)}
      value={value}
      onChange={onChange}
      className={styles.group}
    >
      <div className={styles.cards}>
        {vehicles.map((vehicle) => (
          <Choice
            key={vehicle.id}
            value={vehicle.id}
            isDisabled={vehicle.unavailable !== undefined}
            className={styles.card}
          >
            <span className={styles.picture}>
              {vehicle.image && <img src={vehicle.image} alt="" width={96} height={48} className={styles.image} />}
            </span>
            <span className={styles.text}>
              {/* The spaces between the parts keep the radio's accessible name in words ("Saloon Toyota…"). */}
              <span className={styles.name}>{vehicle.name}</span>{' '}
              {vehicle.description && <span className={styles.muted}>{vehicle.description}</span>}{' '}
              <span className={styles.facts}>
                <Capacity
                  icon={<PersonIcon />}
                  count={vehicle.passengers}
                  words={vehicle.passengers === 1 ? 'passenger' : 'passengers'}
                />{' '}
                <Capacity icon={<CaseIcon />} count={vehicle.luggage} words="luggage" />{' '}
                {vehicle.eta && <span className={styles.muted}>{vehicle.eta}</span>}
              </span>{' '}
              {vehicle.unavailable && <span className={styles.muted}>{vehicle.unavailable}</span>}
            </span>{' '}
            <span className={styles.price}>
              <Price amount={vehicle.price} format="vehicle" size="large" />
            </span>
          </Choice>
        ))}
      </div>
    </ChoiceGroup>
  );
}
