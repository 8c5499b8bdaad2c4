import type { ElementType } from 'react';
import * as styles from './DriverCard.css';

/** Props of `DriverCard`. */
export interface DriverCardProps {
  /** The driver's name as shown to passengers. */
  name: string;
  /** The photo's address (an image or SVG avatar); omitted shows no photo. */
  photoUrl?: string;
  vehicleMake: string;
  vehicleModel: string;
  colour: string;
  /** The registration number (the plate). */
  regNo: string;
  /** A line about the arrival, e.g. "Arriving in 4 min" (omitted: none). */
  eta?: string;
  /** The heading level of the driver's name (default h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The driver on a trip: photo, name, vehicle (make, model, colour) and registration, and the ETA. The facts
 * are a description list, so a screen reader hears "Vehicle, Black Mercedes-Benz E-Class" and so on.
 */
export function DriverCard({
  name,
  photoUrl,
  vehicleMake,
  vehicleModel,
  colour,
  regNo,
  eta,
  headingLevel = 2,
}: DriverCardProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <section className={styles.card} aria-label="Your driver">
      {photoUrl ? <img className={styles.photo} src={photoUrl} alt={name} width={64} height={64} /> : null}
      <div style={photoUrl ? undefined : { gridColumn: '1 / -1' }}>
        <Heading className={styles.name}>{name}</Heading>
        <dl className={styles.facts}>
          <dt className={styles.term}>Vehicle</dt>
          <dd className={styles.value}>{[colour, vehicleMake, vehicleModel].filter(Boolean).join(' ')}</dd>
          <dt className={styles.term}>Colour</dt>
          <dd className={styles.value}>{colour}</dd>
          <dt className={styles.term}>Registration</dt>
          <dd className={`${styles.value} ${styles.plate}`}>{regNo}</dd>
        </dl>
      </div>
      {eta ? <p className={styles.eta}>{eta}</p> : null}
    </section>
  );
}
