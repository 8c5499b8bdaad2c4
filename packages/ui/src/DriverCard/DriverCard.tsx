import type { ElementType } from 'react';
import { telHref } from '../BrandShell/telHref';
import { button } from '../Button/Button.css';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DriverCard.css';

/** What the card says around the driver's facts, so an app words it in its reader's language. */
interface DriverCardWords {
  /** The card's name. */
  label: string;
  vehicle: string;
  registration: string;
  /** Call and Message, each followed by the driver's name for a screen reader. */
  call: string;
  message: string;
}

const englishWords: DriverCardWords = {
  label: 'Your driver',
  vehicle: 'Vehicle',
  registration: 'Registration',
  call: 'Call',
  message: 'Message',
};

/** Props of `DriverCard`. */
export interface DriverCardProps {
  /** The driver's name as shown to passengers. */
  name: string;
  /** The photo's address (an image or SVG avatar); omitted shows the driver's initials. */
  photoUrl?: string;
  vehicleMake: string;
  vehicleModel: string;
  colour: string;
  /** The registration number (the plate). */
  regNo: string;
  /** The one arrival line, e.g. "Arriving at the pickup in 8 min" (omitted: none). */
  eta?: string;
  /** A number the passenger may call or text about the trip (`tel:` and `sms:` links); omitted shows neither. */
  phone?: string;
  /** Which of Call and Message the tenant allows with the number (default both). */
  contact?: { call: boolean; message: boolean };
  /** The heading level of the driver's name (default h2). */
  headingLevel?: 2 | 3 | 4;
  /** What the card says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<DriverCardWords>;
}

/** Up to two initials of a name ("Amara Okafor" -> "AO"), for a driver without a photo. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => (word ?? '').charAt(0).toUpperCase()).join('');
}

/**
 * The driver on a trip: photo (or initials), name, vehicle (colour, make, model) and the plate, the one ETA line,
 * and Call and Message when a number is given (each only where `contact` allows it). The facts are a description list, so a screen reader hears
 * "Vehicle, Black Mercedes-Benz E-Class" and so on.
 */
export function DriverCard({
  name,
  photoUrl,
  vehicleMake,
  vehicleModel,
  colour,
  regNo,
  eta,
  phone,
  contact = { call: true, message: true },
  headingLevel = 2,
  words,
}: DriverCardProps) {
  const w = { ...englishWords, ...words };
  const Heading = `h${headingLevel}` as ElementType;
  const number = phone?.replace(/\s+/g, '') ?? '';
  const ways = number ? contact : { call: false, message: false };
  return (
    <section className={styles.card} aria-label={w.label}>
      {eta ? <p className={styles.eta}>{eta}</p> : null}
      <div className={styles.who}>
        {photoUrl ? (
          <img className={styles.photo} src={photoUrl} alt={name} width={56} height={56} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
        <div className={styles.text}>
          <Heading className={styles.name}>{name}</Heading>
          <dl className={styles.facts}>
            <dt className={visuallyHidden}>{w.vehicle}</dt>
            <dd className={styles.value}>{[colour, vehicleMake, vehicleModel].filter(Boolean).join(' ')}</dd>
            <dt className={visuallyHidden}>{w.registration}</dt>
            <dd className={`${styles.value} ${styles.plate}`}>{regNo}</dd>
          </dl>
        </div>
      </div>
      {ways.call || ways.message ? (
        <div className={styles.actions}>
          {ways.call ? (
            <a className={button({ variant: 'secondary', fullWidth: true })} href={telHref(number)}>
              {w.call} <span className={visuallyHidden}>{name}</span>
            </a>
          ) : null}
          {ways.message ? (
            <a className={button({ variant: 'secondary', fullWidth: true })} href={`sms:${number}`}>
              {w.message} <span className={visuallyHidden}>{name}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
